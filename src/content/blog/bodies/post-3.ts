export const content = `
Un buen corte de pelo puede cambiar por completo la expresión de una cara. No se trata solo de seguir la moda, sino de encontrar las líneas que equilibran tus rasgos y que encajan con tu tipo de cabello y tu estilo de vida. En esta guía repasamos las formas de rostro más habituales y los cortes que mejor les sientan, para que llegues a tu próxima cita con las ideas claras.

## Cómo saber qué forma tiene tu rostro

Recógete el pelo, ponte frente a un espejo y observa tres medidas: la anchura de la frente, la de los pómulos y la de la mandíbula, además del largo total de la cara. También puedes dibujar el contorno en el espejo con un jabón o un lápiz de ojos. Con esa silueta delante es mucho más fácil reconocer tu forma.

## Cortes que favorecen a cada rostro

### Rostro ovalado

Es el más equilibrado y admite casi cualquier corte. Un bob a la altura de la mandíbula, una melena larga con capas o incluso un pixie funcionan muy bien. Solo conviene evitar flequillos muy pesados que escondan sus proporciones.

### Rostro redondo

Busca cortes que alarguen visualmente. Las melenas por debajo del mentón, las capas largas y la raya al lado aportan verticalidad. Evita los cortes muy redondeados a la altura de las mejillas.

### Rostro cuadrado

La mandíbula marcada se suaviza con ondas, capas desfiladas y flequillos ladeados. Los bobs asimétricos también son un gran aliado.

### Rostro alargado

Aquí buscamos volumen a los lados. Un flequillo recto o abierto acorta la cara, y las ondas a la altura de las orejas aportan anchura.

## Más allá de la forma de la cara

Tan importante como el rostro es la textura del cabello. Ten en cuenta estos puntos antes de decidir:

- El pelo fino gana cuerpo con cortes rectos y pocas capas.
- El pelo grueso o con mucho volumen agradece capas internas que lo aligeren.
- El pelo rizado necesita un corte en seco o pensado para su forma natural.
- Tu rutina diaria importa: si tienes poco tiempo, elige un corte que no dependa del secador.

## Qué preguntar a tu estilista

Lleva fotos de cortes que te gusten y también de los que no. Pregunta cuánto mantenimiento necesitará el corte, cada cuánto tendrás que volver y qué productos te ayudarán a peinarlo en casa. En nuestro salón empezamos cada servicio de corte con una asesoría de imagen en la que analizamos juntas tu rostro, tu cabello y tus costumbres, para que salgas con un corte que te represente y que sepas llevar cada día.
`;
