export const content = `
El nail art parece cosa de expertas, pero muchos de los diseños más bonitos se hacen con técnicas muy sencillas. Con paciencia, un par de herramientas básicas y buena luz, puedes decorar tus uñas en casa y sorprenderte con el resultado. Esta guía te acompaña desde la preparación hasta el acabado para que tu manicura dure más y luzca impecable.

## Materiales básicos

Antes de empezar, reúne lo necesario. No hace falta una gran inversión:

- Una base protectora y un top coat de brillo.
- Dos o tres esmaltes de colores que combinen bien entre sí.
- Un punzón de puntas redondas, que puedes sustituir por un palillo.
- Un pincel fino para líneas y una esponja de maquillaje para degradados.
- Cinta adhesiva o cinta de washi para crear formas geométricas.
- Quitaesmalte y bastoncillos para corregir los errores.

## Prepara bien las uñas

Una decoración bonita empieza con unas uñas cuidadas. Lima siempre en una sola dirección para que no se abran las capas, empuja las cutículas con suavidad y limpia la superficie con un poco de quitaesmalte para eliminar la grasa. Aplica después una capa fina de base: protege la uña y ayuda a que el color se adhiera mejor.

## Tres diseños para empezar

### Lunares

Aplica el color de fondo y deja secar bien. Moja el punzón en un segundo esmalte y apoya la punta sobre la uña para crear puntos. Puedes hacerlos todos del mismo tamaño o combinar puntos grandes y pequeños.

### Manicura francesa de color

Pega un trozo de cinta en diagonal o en forma de media luna cerca del borde libre. Pinta la punta con un color vivo y retira la cinta antes de que el esmalte se seque del todo para obtener una línea limpia.

### Degradado con esponja

Pinta dos franjas de color sobre la esponja, una junto a la otra, y presiónala suavemente sobre la uña varias veces. Limpia el contorno con un bastoncillo y sella con top coat.

## Trucos para un acabado profesional

1. Aplica siempre capas finas: secan antes y se agrietan menos.
2. Sella el borde libre de la uña con el top coat para evitar que se levante el esmalte.
3. Espera al menos dos minutos entre capa y capa.
4. Renueva el top coat cada dos o tres días para mantener el brillo.

## Cuándo pasar por el salón

Cuando quieras diseños más elaborados, esmaltado semipermanente o unas uñas perfectas para una ocasión especial, nuestras manicuristas te esperan. Además de decorar, cuidamos la salud de tus uñas y cutículas y te aconsejamos sobre los productos que mejor se adaptan a tus manos.
`;
