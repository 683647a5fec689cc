export const content = `
Muchas personas reservan un tratamiento facial solo antes de una boda o de unas vacaciones. Sin embargo, la piel se renueva aproximadamente cada cuatro semanas, y acompañar ese ciclo con cuidados profesionales regulares marca una diferencia que se ve y se siente. Te explicamos qué beneficios tiene incorporar un facial mensual a tu rutina y qué puedes esperar de cada sesión.

## Qué incluye un tratamiento facial profesional

Cada piel es distinta, por eso un buen tratamiento empieza con un diagnóstico. A partir de ahí, una sesión completa suele incluir:

- Limpieza profunda y tonificación.
- Exfoliación adaptada al tipo de piel.
- Extracción de impurezas cuando es necesaria.
- Mascarilla específica: hidratante, purificante, calmante o iluminadora.
- Masaje facial y aplicación de sérum y protección.

## Los beneficios de la constancia

### Una piel más limpia y uniforme

La limpieza profesional elimina impurezas que la rutina diaria no alcanza. Con sesiones regulares, los poros se ven más pequeños, aparecen menos granitos y el tono se vuelve más homogéneo.

### Mejor absorción de tus productos

Al retirar las células muertas, la piel aprovecha mejor los activos de tus cremas y sérums. Es decir, lo que ya usas en casa funciona mejor.

### Prevención del envejecimiento

El masaje facial estimula la circulación y la producción de colágeno. Con el tiempo, la piel se mantiene más firme y las líneas de expresión se suavizan.

### Un momento para ti

No hay que olvidar el bienestar emocional. Una hora de tratamiento, con música tranquila y manos expertas, reduce el estrés, y el estrés también se refleja en la piel.

## Con qué frecuencia hacerlo

La frecuencia ideal depende de tu piel y de tus objetivos. Como orientación general:

1. Pieles normales o mixtas: una sesión al mes.
2. Pieles con tendencia acneica: cada dos o tres semanas durante una primera etapa.
3. Pieles maduras o muy secas: una sesión al mes, con tratamientos específicos de hidratación.
4. Antes de un evento: una sesión una semana antes, nunca el mismo día.

## Cómo prolongar los resultados en casa

Después del tratamiento, evita el maquillaje durante unas horas, no uses exfoliantes fuertes durante unos días y aplica protector solar cada mañana. Sigue la rutina que te recomiende tu esteticista y bebe suficiente agua.

En nuestro salón diseñamos un plan de tratamientos a tu medida y revisamos en cada visita cómo evoluciona tu piel. Pregúntanos en tu próxima cita y descubre lo que la constancia puede hacer por ti.
`;
