export const content = `
Cada temporada trae nuevas ideas a los tocadores, y 2025 llega con una mezcla de naturalidad y pequeños toques atrevidos. Las tendencias de este año apuestan por pieles que parecen reales, colores que favorecen a casi todo el mundo y técnicas fáciles de llevar al día a día. Hemos preguntado a nuestras maquilladoras qué están pidiendo las clientas y qué veremos en las calles durante los próximos meses.

## Piel jugosa y con textura real

La piel mate y perfecta de otros años deja paso a un acabado jugoso, con brillo en los puntos altos del rostro. La clave está en preparar bien la piel con hidratación y elegir bases ligeras, tipo sérum o crema con color, que dejan ver la textura natural. Las pecas y los pequeños lunares no se esconden: forman parte del look.

## Las tendencias de la temporada

- **Labios difuminados.** El contorno marcado se sustituye por un color aplicado con el dedo, como si acabaras de comer frutos rojos.
- **Rubor en tonos fresa.** El colorete sube hacia las sienes y se funde con la sombra de ojos para dar un aire saludable.
- **Delineado gráfico pero fino.** Una línea de color, por ejemplo azul marino o verde botella, sustituye al clásico negro.
- **Cejas peinadas hacia arriba.** Un gel fijador transparente basta para lograr un efecto natural y pulido.
- **Brillo en el párpado.** Los pigmentos perlados en tonos champán iluminan la mirada sin necesidad de sombras oscuras.

## Cómo adaptar las tendencias a tu rostro

No todas las modas funcionan igual para todas las personas, y eso está bien. Si tu piel es grasa, limita el brillo a los pómulos y usa un polvo traslúcido en la zona T. Si tienes los ojos encapotados, el delineado fino y difuminado funciona mejor que uno grueso. Y si te cuesta acertar con el color de labios, los tonos fresa y frambuesa son los más agradecidos.

## Productos básicos para empezar

Para probar estas tendencias no necesitas un neceser enorme. Con estos productos puedes crear casi todos los looks de la temporada:

1. Una crema hidratante con color o una base ligera.
2. Un corrector cremoso para ojeras y pequeñas imperfecciones.
3. Un colorete en crema que sirva también para labios.
4. Un lápiz de ojos de color y una máscara de pestañas.
5. Un gel de cejas transparente.

## Un maquillaje que dure todo el día

Para que el maquillaje aguante, prepara la piel, aplica capas finas y fija solo donde haga falta. Si tienes un evento especial, como una boda o una sesión de fotos, en el salón hacemos una prueba previa para elegir juntas el estilo que mejor te representa y asegurarnos de que dure intacto de la mañana a la noche.
`;
