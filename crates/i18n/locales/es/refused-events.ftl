## El formulario del organizador.
refused-event-name = ponle nombre al torneo: una línea de 100 caracteres como máximo
refused-event-format = elige un sistema: round_robin, swiss o knockout
refused-event-number = { $field ->
        [cycles] vueltas
        [rounds] rondas
        [most-entrants] máximo de participantes
        [round-days] días que dura una ronda
        [lowest-rating] puntuación mínima
        [fewest-games] mínimo de partidas puntuables
        [standing-plies] medias jugadas para que una partida se mantenga
        [timeouts] derrotas por tiempo antes de la retirada
        [match-games] partidas de un match
       *[days-to-add] días que añadir
    }: escribe un número entero de { $min } a { $max } (escribiste «{ $got }»)
refused-knockout-rounds = las rondas de una eliminatoria dependen de sus participantes: deja vacías las rondas
refused-basque-round-robin-cycles = una liga vasca ya juega los dos colores en cada emparejamiento: elige 1 vuelta
refused-event-unknown-tiebreak = «{ $got }» no es un desempate: elige entre { $codes }
refused-event-tiebreak-twice = { $tiebreak } aparece dos veces en los desempates
refused-knockout-tiebreaks = una eliminatoria no tiene clasificación en la que deshacer empates: un match empatado se decide como se eligió para sus matches, así que deja vacíos los desempates
refused-event-tiebreak-round-robin-only = { $tiebreak } es un desempate de liga
refused-match-terms-not-knockout = las partidas de un match y su desempate son de una eliminatoria: déjalos vacíos en una liga o un suizo
refused-basque-match-games = un match vasco son dos partidas jugadas a la vez, una con cada color: deja vacías las partidas de un match (o 2), no «{ $got }»
refused-match-tiebreak = «{ $got }» no es una forma de decidir un match empatado: elige games (otro par de partidas) o rating (pasa el mejor cabeza de serie)
refused-event-variant-missing = las variantes, una por ronda, son claves separadas por comas: falta una entre dos comas
refused-event-too-many-variants = un torneo nombra como máximo { $max } variantes, una por ronda (escribiste { $count })
refused-event-variants-past-rounds = el torneo nombra { $count } variantes, una por ronda, pero tiene como máximo { $most } { $most ->
        [one] ronda
       *[other] rondas
    }: una variante después de su última ronda no se jugaría nunca
refused-event-invitee-twice = { $name } aparece dos veces entre los invitados
refused-event-too-many-invitees = un torneo invita como máximo a { $max } jugadores (escribiste { $count })
refused-event-unknown-invitees = ningún jugador se llama { $names }: revisa los nombres de los invitados
refused-event-leave-days = las vacaciones permitidas deben quedar vacías (las vacaciones anuales de cada jugador), ser none o un número entero de días de 0 a { $max } (escribiste «{ $got }»)
refused-event-choose-variant = elige la variante del torneo
refused-event-confirm-to-organise = confirma tu dirección de correo para organizar torneos: los participantes te escriben

## La hora de inicio, en el reloj del organizador.
refused-event-start-format = la hora de inicio debe ser una fecha y una hora como 2026-03-01 18:30 ({ $zone }), no «{ $got }»
refused-event-start-skipped = en { $zone } no existe { $time }: allí los relojes se saltan esa hora al adelantarse; elige otra hora
refused-event-start-passed = la hora de inicio { $at } ya pasó: elige una posterior, o ninguna para empezarlo a mano
refused-event-start-too-far = la hora de inicio debe caer dentro de los próximos { $days } días

## Inscribirse, retirarse y empezar.
refused-event-started-no-entrants = este torneo ya ha empezado: no admite más participantes
refused-event-entered-already = ya estás inscrito en este torneo
refused-event-not-invited = este torneo es solo por invitación, y su organizador no te ha invitado
refused-event-full = este torneo está completo ({ $max } participantes)
refused-event-confirm-to-enter = confirma tu dirección de correo para inscribirte en torneos: sus resultados se envían por correo, y un torneo puntuable la necesita
refused-event-rating-too-low = este torneo es para jugadores con una puntuación de { $min } o más en su variante; la tuya es { $rating }
refused-event-too-few-games = este torneo es para jugadores con { $min } partidas puntuables o más en su variante; tú tienes { $games }
refused-event-started-meanwhile = el torneo ha empezado mientras tanto: retírate de él en su lugar
refused-event-over = este torneo ha terminado
refused-event-start-not-organiser = solo el organizador del torneo lo empieza
refused-event-started-already = este torneo ya ha empezado
refused-event-began-meanwhile = el torneo ya ha empezado
refused-event-too-few-entrants = un torneo necesita al menos { $fewest } participantes para empezar; tiene { $count }
refused-event-too-many-entrants = { $format ->
        [knockout] una eliminatoria admite como máximo { $max } participantes
        [swiss] un suizo admite como máximo { $max } participantes
       *[round-robin] una liga admite como máximo { $max } participantes
    }
refused-event-first-round-unpaired = la ronda 1 no se puede emparejar: { $why }
refused-event-rounds-unscheduled = las rondas no se pueden programar: { $why }
refused-event-no-leave = { $event } no permite vacaciones: no puedes tomarlas mientras juegas en él
refused-event-leave-exceeded = { $event } permite { $allowed } { $allowed ->
        [one] día
       *[other] días
    } de vacaciones en total, y allí te { $left ->
        [one] queda { $left } día
       *[other] quedan { $left } días
    }: unas vacaciones de { $days } { $days ->
        [one] día
       *[other] días
    } son más largas

## Lo que el servidor encontró cambiado al ir a escribir.
refused-event-round-paired-meanwhile = la ronda se emparejó mientras tanto
refused-event-ended-meanwhile = el torneo terminó mientras tanto
refused-knockout-moved-on-meanwhile = la eliminatoria avanzó mientras tanto
refused-event-moved-on-meanwhile = el torneo avanzó mientras tanto: vuelve a mirarlo

## Las resoluciones del organizador.
refused-ruling-choose-game = elige la partida sobre la que resolver
refused-ruling-days = di cuántos días añadir, de 1 a { $max }
refused-ruling-unknown = «{ $got }» no es una resolución: elige white, black o draw (adjudicar), annul o extend
refused-ruling-reason = escribe el motivo que leerá cada participante: de 1 a { $max } caracteres
refused-ruling-not-organiser = solo el organizador del torneo resuelve sobre sus partidas
refused-ruling-not-running = el torneo no está en curso: no se resuelve sobre sus partidas
refused-ruling-annulled = la partida { $game } ya está anulada
refused-ruling-game-over = la partida { $game } ha terminado: su resultado se mantiene, o anúlala
refused-ruling-untimed = la partida no tiene plazo que prorrogar: no tiene límite de tiempo
