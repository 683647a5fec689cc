export const content = `
Una tarde de spa no tiene por qué significar salir de casa. Con un poco de planificación, algunos productos sencillos y, sobre todo, tiempo para ti, puedes convertir tu baño en un pequeño refugio de calma. Esta rutina en siete pasos está pensada para hacerse en una hora y media, un domingo por la tarde o cualquier día en que necesites desconectar.

## Prepara el ambiente

El bienestar empieza antes de tocar ningún producto. Ordena el baño, baja la intensidad de la luz y enciende un par de velas. Pon una lista de música tranquila y deja el móvil en otra habitación. Ten a mano dos toallas limpias, una bata y un vaso de agua o una infusión.

## La rutina en siete pasos

1. **Baño o ducha templada.** El agua tibia relaja los músculos y abre los poros. Añade unas gotas de aceite esencial de lavanda o eucalipto.
2. **Exfoliación corporal.** Mezcla dos cucharadas de azúcar con una de aceite de oliva o de almendras y masajea la piel con movimientos circulares.
3. **Limpieza facial.** Usa tu limpiador habitual y, si te apetece, aplica vapor con una toalla caliente durante un par de minutos.
4. **Mascarilla.** Elige según tu piel: arcilla para pieles grasas, miel y yogur natural para pieles secas.
5. **Cuidado del cabello.** Aplica una mascarilla nutritiva de medios a puntas y envuelve el pelo en una toalla mientras actúa.
6. **Hidratación intensa.** Tras aclarar, extiende una crema corporal rica y dedica atención especial a codos, rodillas y talones.
7. **Automasaje.** Termina con un masaje suave en cuello, hombros y manos para soltar la tensión acumulada.

## Ingredientes que probablemente ya tienes

No hace falta comprar nada especial. Muchos básicos de la cocina son excelentes aliados:

- Avena, que calma las pieles sensibles.
- Miel, que hidrata y tiene un efecto suavizante.
- Aceite de oliva o de coco, perfectos para el cuerpo y las puntas del cabello.
- Té verde frío, ideal como tónico o para descongestionar los ojos.

## Precauciones importantes

Antes de usar un ingrediente nuevo en la cara, haz una prueba en una pequeña zona del antebrazo. No uses aceites esenciales puros directamente sobre la piel y evita el agua muy caliente si tienes problemas de circulación. Si estás embarazada o tienes alguna afección de la piel, consulta antes con un profesional.

## Cuándo acudir a un spa profesional

La rutina en casa es un complemento perfecto, pero algunos beneficios solo se consiguen con manos expertas. Un masaje relajante profesional trabaja la musculatura en profundidad, y los tratamientos con piedras calientes o aceites esenciales multiplican la sensación de descanso. Reserva un momento para ti en el salón de vez en cuando y mantén esta rutina en casa entre visita y visita: tu cuerpo y tu mente te lo agradecerán durante toda la semana.
`;
