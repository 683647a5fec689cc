export const content = `
Cuando llegan los meses fríos, la piel lo nota enseguida. Las bajas temperaturas, el viento y, sobre todo, la calefacción reducen la humedad del ambiente y debilitan la barrera cutánea. El resultado es una piel más tirante, apagada y sensible, con rojeces o pequeñas descamaciones. La buena noticia es que con unos cambios sencillos en tu rutina puedes mantenerla cómoda y luminosa hasta la primavera.

## Por qué la piel se reseca en invierno

La capa más externa de la piel funciona como un muro que retiene el agua. En invierno ese muro pierde lípidos y el agua se evapora con más facilidad. Además, solemos beber menos líquido, tomamos duchas más calientes y pasamos muchas horas en espacios cerrados con el aire seco. Todo suma para que la piel se deshidrate, incluso si normalmente es mixta o grasa.

## Cinco claves para tu rutina de invierno

1. **Limpia sin arrastrar.** Cambia los geles espumosos por leches, aceites o bálsamos limpiadores que respeten la barrera de la piel.
2. **Hidrata en capas.** Aplica primero un sérum con ácido hialurónico sobre la piel ligeramente húmeda y después una crema más nutritiva que selle la hidratación.
3. **No abandones el protector solar.** La radiación ultravioleta sigue presente en invierno, y en la nieve se refleja con más intensidad.
4. **Exfolia con moderación.** Una exfoliación suave a la semana basta para eliminar células muertas sin irritar.
5. **Cuida las zonas olvidadas.** Labios, manos y contorno de ojos tienen una piel más fina y necesitan productos específicos.

## Ingredientes que conviene buscar

En las etiquetas de tus cremas, fíjate en estos activos:

- Ceramidas, que reparan la barrera cutánea.
- Glicerina y ácido hialurónico, que atraen y retienen el agua.
- Manteca de karité y escualano, que nutren y suavizan.
- Niacinamida, que calma las rojeces y unifica el tono.

## Hábitos que marcan la diferencia

La rutina no termina en el lavabo. Intenta que el agua de la ducha esté templada y no muy caliente, y que el baño no se alargue demasiado. Usa un humidificador en el dormitorio si la calefacción es intensa, bebe agua a lo largo del día y prioriza alimentos ricos en omega 3, como el pescado azul, las nueces o las semillas de lino. Dormir bien también se nota en la cara: durante el descanso la piel se regenera.

## Cuándo pedir ayuda profesional

Si a pesar de todo notas tirantez constante, picor o descamación, es el momento de un diagnóstico profesional. En el salón analizamos tu tipo de piel y te proponemos un tratamiento facial hidratante que devuelve el confort desde la primera sesión. Después, te recomendamos una rutina en casa adaptada a ti, para que el invierno deje de ser un problema y tu piel luzca sana y luminosa durante toda la temporada.
`;
