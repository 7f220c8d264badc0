acct-title = Cuenta
acct-address-heading = Correo electrónico
acct-email-html = Correo: <span id="email">{ $email }</span>
acct-email-confirmed = (confirmado)
acct-email-unconfirmed = (sin confirmar)
acct-unverified-note = Hasta que sigas el enlace que enviamos a esta dirección, no recibirás correos de partidas ni podrás invitar a nadie por correo. Mientras tanto, puedes jugar.
acct-pending = Se envió un enlace a { $pending }. Tu dirección pasará a ser { $pending } cuando lo sigas; hasta entonces sigue siendo { $email }.
acct-link-sent = Se envió un enlace a { $address }. Síguelo para confirmar la dirección.
acct-resend = Enviar de nuevo el enlace a { $address }
acct-new-email = Nueva dirección de correo
acct-current-password = Contraseña actual
acct-change-address = Cambiar la dirección
acct-mail-refused = El servidor de destino rechazó un correo a { $address } el { $when }: { $reply }. Revisa tu dirección. Hasta que lo hagas, el correo para ella espera aquí sin enviarse.
acct-mail-retry = Intentar de nuevo
acct-save = Guardar
acct-playing-heading = Juego
acct-one-click = Enviar una jugada en cuanto mis clics en el tablero la completen (sin pulsar «Enviar»)
acct-mail-heading = Correo
acct-moves-legend = Cuando mi rival mueve
acct-moves-every = Escribirme por cada jugada, oferta y resultado
acct-moves-digest = Un correo al día con las partidas en que me toca mover (ninguno los días en que nada espera)
acct-moves-none = Ningún correo sobre jugadas
acct-reminders-legend = Recordatorios cuando se me acaba el tiempo para mover
acct-invitations-legend = Invitaciones a partidas, y respuestas a las mías
acct-on = Sí
acct-off = No
acct-account-mail = El correo sobre tu cuenta (respuestas a lo que contestas por correo) llega siempre.
acct-push-heading = Notificaciones en tus dispositivos
acct-push-intro = Tu navegador o tu teléfono puede avisarte de tus partidas sin correo, incluso sin ninguna página de este sitio abierta: tu turno, invitaciones, ofertas, resultados y plazos. Aquí aparece cada dispositivo en que las activas; quítalo para que dejen de llegar a él.
acct-push-allow = Activar las notificaciones en este dispositivo
acct-push-noscript = Para activar las notificaciones hace falta JavaScript: solo un script puede pedir al navegador la dirección por la que le llegan sus notificaciones.
acct-no-devices = Ningún dispositivo recibe notificaciones todavía.
acct-devices-caption = Dispositivos que reciben notificaciones
acct-device-column-device = Dispositivo
acct-device-column-through = A través de
acct-device-column-added = Añadido
acct-device-column-last = Última notificación
acct-device-column-remove = Quitar
acct-device-remove = Quitar
acct-device-remove-label = Quitar { $device }, añadido el { $added }
acct-push-legend = De qué avisan mis dispositivos
acct-push-kind-move = Tu turno, con la jugada del rival
acct-push-kind-invitation = Invitaciones, invitaciones y propuestas aceptadas, emparejamientos de torneos
acct-push-kind-offer = Ofertas de tablas y de deshacer jugadas, y otras novedades de un rival
acct-push-kind-end = El final de una partida
acct-push-kind-deadline = Un plazo que se acerca
acct-push-instead = Avisarme en lugar de escribirme: lo que llega a un dispositivo mío no se envía también por correo
acct-never = nunca
acct-password-heading = Cambiar la contraseña
acct-password-changed = Se cambió tu contraseña; se cerró la sesión en tus otros navegadores.
acct-new-password = Nueva contraseña (de 8 a 200 caracteres)
acct-change-password = Cambiar la contraseña
acct-sessions-heading = Dónde tienes la sesión iniciada
acct-sessions-column-browser = Navegador
acct-sessions-column-started = Inicio de sesión
acct-sessions-column-seen = Última actividad
acct-this-browser = este navegador
acct-session-log-out = Cerrar sesión
acct-sessions-hint = La última actividad se actualiza más o menos una vez por hora.
acct-log-out-others = Cerrar sesión en todos los demás sitios
acct-tokens-heading = Tokens de API
acct-tokens-intro-html = Un token permite que una herramienta tuya (una app de móvil, un bot, un panel) use la <a href="/api/v1/openapi.json">API JSON</a> en tu nombre: envíalo como <code>Authorization: Bearer TOKEN</code>. Un token de <em>lectura</em> solo puede leer tus partidas; uno de <em>juego</em> también puede mover, responder a ofertas y enviar invitaciones. Revoca los tokens que ya no uses.
acct-new-token = Tu nuevo token «{ $name }» está abajo. Cópialo ahora: no se volverá a mostrar.
acct-tokens-column-name = Nombre
acct-tokens-column-scope = Alcance
acct-tokens-column-made = Creado
acct-tokens-column-used = Último uso
acct-scope-read = lectura
acct-scope-play = juego
acct-revoke = Revocar
acct-tokens-hint = El último uso se actualiza más o menos cada cinco minutos.
acct-token-name = Nombre (para qué es)
acct-token-scope = Alcance
acct-make-token = Crear un token
acct-feed-heading = Canal de las partidas en que te toca mover
acct-feed-intro = Un lector de canales puede seguir las partidas en que te toca mover en una dirección secreta solo tuya (un canal Atom: una entrada por partida, con la última jugada de tu rival y tu plazo). Cualquiera que tenga la dirección puede leerlo: revócala si se filtra y crea una nueva.
acct-new-feed = La dirección de tu canal está abajo. Cópiala ahora: no se volverá a mostrar.
acct-feed-made = Tienes una dirección de canal, creada el { $made }.
acct-feed-remake = Crear una nueva dirección de canal
acct-feed-make = Crear mi dirección de canal
acct-blocks-heading = Jugadores bloqueados
acct-blocks-intro = Un jugador al que bloqueas no puede invitarte ni decir nada en las conversaciones de tus partidas. Si alguien escribe algo ofensivo en una partida, denúncialo desde la página de esa partida: el administrador del servidor lee las denuncias.
acct-blocks-none = No bloqueas a nadie.
acct-unblock = Desbloquear a { $name }
acct-block-name = Jugador que bloquear
acct-block = Bloquear
acct-webhooks-heading = Webhooks
acct-webhooks-intro-html = Un webhook es una URL tuya a la que se envía en JSON cada evento de tus partidas (una jugada, una oferta y su respuesta, el resultado, una invitación, un recordatorio), firmado con un secreto propio para que tu receptor sepa que viene de aquí: cada petición lleva <code>Pigeonpost-Signature: sha256=</code> seguido del HMAC-SHA256 en hexadecimal del cuerpo de la petición con el secreto, <code>Pigeonpost-Timestamp</code> (el <code>timestamp</code> del cuerpo, para rechazar repeticiones antiguas) y <code>Pigeonpost-Delivery</code> (igual en cada intento, para ignorar una entrega ya vista). Las entregas fallidas se reintentan durante un tiempo, cada vez con menos frecuencia.
acct-webhooks-private-html = Este servidor también admite URL <code>http://</code> simples y direcciones de su propia red.
acct-webhooks-public-html = Solo se admiten URL <code>https://</code> a direcciones públicas.
acct-new-webhook = Tu webhook a { $url } firma sus entregas con el secreto de abajo. Cópialo ahora: no se volverá a mostrar.
acct-webhook-registered = Registrado el { $when }.
acct-webhook-delete = Eliminar este webhook
acct-webhook-nothing = Todavía no se ha enviado nada.
acct-webhook-caption = Entregas recientes, las más nuevas primero
acct-webhook-column-when = Cuándo
acct-webhook-column-delivery = Entrega
acct-webhook-column-event = Evento
acct-webhook-column-answer = Respuesta
acct-webhook-column-retry = Reintento
acct-webhook-no-answer = sin respuesta
acct-webhook-retry-yes = sí
acct-webhook-retry-no = no, abandonado
acct-webhook-url = URL
acct-webhook-url-example = https://example.org/pigeonpost
acct-webhook-add = Añadir un webhook
acct-data-heading = Tus datos
acct-data-html = <a href="/account/export" download>Descargar mis datos</a>: tu perfil, cada partida que jugaste (jugadas, resultado, historial), tus sesiones, vacaciones y las invitaciones que enviaste, en un solo archivo JSON.
acct-delete-heading = Eliminar la cuenta
acct-delete-intro = Tus partidas en curso se anulan (si aún no han movido los dos jugadores) o se abandonan. Las partidas ya jugadas siguen ahí para tus rivales, contigo como «deleted player». Se eliminan tu nombre, tu dirección de correo, tu contraseña, tus sesiones y tus invitaciones abiertas. No se puede deshacer.
acct-delete-confirm = Escribe «{ $words }» para confirmar
acct-delete-submit = Eliminar mi cuenta

link-address-title = Dirección confirmada
link-address-done = { $address } está confirmada: a partir de ahora el correo de las partidas va a ella.
link-address-next = Tus partidas
link-password-title = Contraseña establecida
link-password-done = Tu nueva contraseña está establecida. Se cerró la sesión en todos los demás navegadores que la tenían iniciada con tu cuenta, y tus tokens de API están revocados.
link-password-next = Iniciar sesión

forgot-title = Contraseña olvidada
forgot-heading = ¿Olvidaste tu contraseña?
forgot-sent = Si esta es la dirección confirmada de una cuenta de Pigeonpost, va de camino a ella un enlace para establecer una nueva contraseña. El enlace funciona una vez, durante una hora. ¿Ningún correo al cabo de unos minutos? Mira en la carpeta de spam o revisa la dirección que escribiste.
forgot-email = Tu dirección de correo
forgot-submit = Envíame un enlace
forgot-remembered-html = ¿Te acordaste? <a href="/login">Inicia sesión</a>.
reset-title = Establecer una nueva contraseña
reset-heading = Establecer una nueva contraseña para { $username }
reset-submit = Establecer la contraseña
reset-note = Al establecer la nueva contraseña se cierra la sesión en todos los navegadores que la tengan iniciada con tu cuenta, y se revocan todos tus tokens de API (puedes crear otros en la página de tu cuenta).

vacation-title = Vacaciones
vacation-intro = Mientras estás de vacaciones, tus relojes se detienen en todas las partidas, y tus rivales ven hasta cuándo. Tienes { $days ->
        [one] 1 día
       *[other] { $days } días
    } al año; cada día empezado cuenta, y si vuelves antes recuperas el resto.
vacation-allowance = { $year }: { $used } de { $allowance ->
        [one] 1 día
       *[other] { $allowance } días
    } usados, quedan { $left }.
vacation-on = Estás de vacaciones hasta el { $until }.
vacation-come-back = Volver ahora
vacation-days = Días, a partir de ahora
vacation-go = Irme de vacaciones
vacation-already = Ya estás de vacaciones hasta el { $until }; vuelve primero para tomar otras.
vacation-used-up = Ya usaste los { $allowance } días de vacaciones de { $year }.
vacation-bad-days = Las vacaciones deben ser un número entero de días entre 1 y { $left }, los días que te quedan en { $year } (escribiste «{ $got }»).

profile-member-since = Miembro desde el { $day }.
profile-challenge = Desafiar a { $name }
profile-head-to-head = Tú contra { $name }: { $won } ganadas, { $drawn } tablas, { $lost } perdidas.
profile-ratings-heading = Puntuaciones
profile-no-ratings = Todavía no hay partidas puntuables.
profile-column-variant = Variante
profile-column-rating = Puntuación
profile-column-deviation = Desviación
profile-column-games = Partidas puntuables
profile-provisional = Un «?» señala una puntuación provisional: su desviación sigue por encima de 110.
profile-chart-title = { $variant }: puntuación tras cada partida puntuable
profile-chart-table = La puntuación tras cada partida, en una tabla
profile-column-day = Día
profile-column-opponent = Rival
profile-column-result = Resultado
profile-column-game = Partida
profile-result-won = ganada
profile-result-drawn = tablas
profile-result-lost = perdida
profile-playing-heading = Jugando ahora
profile-rated-mark = , puntuable
profile-variants-heading = Variantes publicadas
profile-games-heading = Partidas terminadas
profile-filter-variant = Variante (su clave)
profile-filter-result = Resultado
profile-filter-any = Cualquiera
profile-filter-won = Ganadas
profile-filter-drawn = Tablas
profile-filter-lost = Perdidas
profile-filter-colour = Color
profile-filter-either = Cualquiera
profile-filter-white = Blancas
profile-filter-black = Negras
profile-filter-opponent = Rival
profile-filter-rated = Puntuable
profile-filter-rated-or-casual = Puntuables o amistosas
profile-filter-rated-only = Puntuables
profile-filter-casual = Amistosas
profile-filter-from = Terminadas desde (2026-03-01)
profile-filter-until = hasta
profile-filter-show = Mostrar
profile-page = Página { $page }, las más recientes primero.
profile-pages = Páginas de partidas
profile-newer = Partidas más recientes
profile-older = Partidas más antiguas

people-none = Ninguna.
people-none-match = Ninguna que coincida.
people-none-yet = Ninguna todavía.

my-games-title = Mis partidas
my-games-my-move = Me toca mover
my-games-none-waiting = Ninguna partida te espera.
my-games-their-move = Esperando al rival
my-games-invitations = Invitaciones
my-games-finished = Terminadas
my-games-game = #{ $id } { $variant }: { $white } contra { $black }
my-games-pgn = Descargar todas mis partidas en PGN
my-games-ply = jugada { $ply }
my-games-away = , { $name } está de vacaciones hasta el { $until }
my-games-draw-offered = , hay una oferta de tablas
my-games-takeback-asked = , se pide deshacer una jugada
my-games-move-by = , mueve antes del { $deadline }
my-games-open-invitation = tu invitación abierta; juegas con { $side ->
        [white] blancas
       *[black] negras
    }
my-games-you-invited = invitaste a { $invited }; juegas con { $side ->
        [white] blancas
       *[black] negras
    }
my-games-invited-by = de { $creator }; juegas con { $side ->
        [white] blancas
       *[black] negras
    }
my-games-seat-you = tú
my-games-seat-anyone = cualquiera

invitation-title = Invitación
invitation-heading = Una invitación a jugar a { $variant }
invitation-intro = { $creator } te invita a una partida por correspondencia de { $variant }. Jugarías con { $side ->
        [white] blancas
       *[black] negras
    }.
invitation-closed-html = Esta invitación ya no está abierta. <a href="/games/{ $id }">Ver la partida</a>.
invitation-log-in-html = Para responder, <a href="{ $login }">inicia sesión</a> o <a href="{ $register }">regístrate</a>; volverás aquí.
invitation-own = Esta es tu propia invitación.
invitation-accept = Aceptar
invitation-decline = Rechazar

lobby-title = Sala
lobby-intro-html = Invitaciones abiertas que esperan rival. Acepta una y la partida empieza; quien la publicó recibe un correo. Para publicar la tuya, <a href="/games/new#seek">empieza una partida nueva</a> sin nombrar rival. Las puntuaciones son por variante; un «?» señala una puntuación todavía provisional.
lobby-variant-key-html = Variante (su clave, como en su dirección: <code>chess</code>)
lobby-family = Familia
lobby-any = Cualquiera
lobby-time-control = Control de tiempo
lobby-untimed = Sin límite de tiempo
lobby-per-move = Días por jugada
lobby-bank = Reserva con incremento
lobby-rated = Puntuable
lobby-rated-or-casual = Puntuables o amistosas
lobby-rated-only = Puntuables
lobby-casual = Amistosas
lobby-show = Mostrar
lobby-seeks-heading = Propuestas
lobby-none-open = Ninguna abierta.
lobby-none-open-match = Ninguna abierta que coincida.
lobby-column-variant = Variante
lobby-column-family = Familia
lobby-column-player = Jugador
lobby-column-you-play = Juegas con
lobby-column-time-control = Control de tiempo
lobby-column-rated = Puntuable
lobby-column-range = Para puntuaciones
lobby-column-lapses = Caduca
lobby-column-accept = Aceptar
lobby-side = { $side ->
        [white] Blancas
       *[black] Negras
    }
lobby-cell-rated = puntuable
lobby-cell-casual = amistosa
lobby-range-between = de { $low } a { $high }
lobby-range-from = desde { $low }
lobby-range-up-to = hasta { $high }
lobby-range-anyone = cualquiera
lobby-yours = La tuya
lobby-accept-label = Aceptar la propuesta de { $variant } de { $poster }
lobby-accept = Aceptar
lobby-more = Se muestran las { $count } más recientes: elige una variante o un control de tiempo para ver otras.

leaders-title = Clasificación de { $variant }
leaders-heading = { $variant }: clasificación
leaders-intro-html = Jugadores cuya puntuación está asentada (una desviación por debajo de { $deviation }) y que terminaron una partida puntuable de <a href="/variants/{ $pool }">{ $variant }</a> en los últimos { $days } días. Las puntuaciones son Glicko-2, con una clasificación por variante.
leaders-nobody = Nadie todavía.
leaders-column-place = Puesto
leaders-column-player = Jugador
leaders-column-rating = Puntuación
leaders-column-deviation = Desviación
leaders-column-games = Partidas puntuables
leaders-column-last = Última partida puntuable
leaders-accuracy-heading = Qué tan bien predicen las puntuaciones
leaders-decimal-point = ,
leaders-brier-html = Sobre { $results } resultados puntuables de esta clasificación, la diferencia cuadrática media entre el resultado que las puntuaciones esperaban antes de cada partida y el obtenido (una puntuación de Brier) es <strong id="brier">{ $brier }</strong>: 0 predeciría todos los resultados, y 0,25 es lo que se obtiene suponiendo siempre una partida igualada.
leaders-no-results = Todavía no hay resultados puntuables.

watch-title = Observar
watch-intro = Partidas que se juegan ahora, y las terminadas en las dos últimas semanas. La página de cada partida está abierta a todos y sigue la partida mientras se juega.
watch-player = Jugador
watch-playing = En juego
watch-finished = Terminadas hace poco
watch-turns = , { $ply ->
        [one] 1 jugada
       *[other] { $ply } jugadas
    }

reports-title = Denuncias
reports-intro = Lo que los jugadores han denunciado de sus partidas, lo más reciente primero. Lees esta página como administrador del servidor (su primera cuenta).
reports-none = No hay denuncias.
reports-column-when = Cuándo
reports-column-by = Quién
reports-column-game = Partida
reports-column-words = Texto

unsub-title = Darse de baja
unsub-done = { $username } ya no recibe { $what }.
unsub-again-html = Puedes volver a elegir tu correo en la <a href="/account#mail">página de tu cuenta</a>.
unsub-ask = ¿Dejar de enviar { $what } a { $username }?
unsub-button = Darse de baja
unsub-or-html = O elige tu correo en la <a href="/account#mail">página de tu cuenta</a>.
