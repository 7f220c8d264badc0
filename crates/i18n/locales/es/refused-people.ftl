## What a refused request about an account, its tools, a player or a variant is told.
## A refusal is a clause (no capital, no full stop), as it may stand after a colon.

## Links mailed about an account.
refused-link-unknown = este enlace no es uno de los que enviamos, o no está completo: copia el enlace entero del correo o pide uno nuevo
refused-link-used = este enlace ya se usó: cada enlace funciona una sola vez; pide uno nuevo si lo necesitas
refused-link-expired = este enlace ha caducado: pide uno nuevo
refused-link-used-or-expired = este enlace ya se usó o acaba de caducar: pide uno nuevo
refused-unsubscribe-link = este enlace para darse de baja no es válido: puede que se haya cortado o modificado. Usa el enlace del correo tal cual, o elige tus correos en la página de tu cuenta.

## Registering, logging in, the password and the address.
refused-username = un nombre de usuario tiene de 2 a 32 letras, cifras, «_» o «-»
refused-not-an-address = «{ $address }» no es una dirección de correo.
refused-password-length = Una contraseña tiene de 8 a 200 caracteres.
refused-password-wrong = La contraseña actual no es correcta.
refused-name-or-address-taken = ese nombre de usuario o esa dirección de correo ya están registrados
refused-unconfirmed-rated = confirma primero tu dirección de correo (sigue el enlace que te enviamos; la página de tu cuenta puede enviarlo de nuevo): las partidas puntuables se juegan entre direcciones confirmadas
refused-unconfirmed-invite = confirma primero tu dirección de correo (sigue el enlace que te enviamos; la página de tu cuenta puede enviarlo de nuevo): hasta entonces no puedes invitar por correo
refused-address-confirmed = tu dirección ya está confirmada
refused-address-yours = { $address } ya es tu dirección
refused-address-taken = esa dirección de correo ya está registrada
refused-address-taken-since = otra cuenta registró { $address } después de que se enviara este enlace, así que aquí no puede ser tuya
refused-delete-unconfirmed = Para eliminar la cuenta, escribe «{ $words }» en la casilla de confirmación.
refused-block-yourself = no puedes bloquearte a ti mismo
refused-one-click-box = la casilla de jugadas con un clic está marcada o no lo está

## The account's mail and notification choices. $got is what the form sent.
refused-move-mail = el correo de jugadas debe ser «every», «digest» o «none» (llegó «{ $got }»)
refused-digest-hour = la hora del resumen diario debe ser un número entero de 0 a 23 (llegó «{ $got }»)
refused-reminders-switch = los recordatorios deben estar activados o desactivados (llegó «{ $got }»)
refused-invitation-mail-switch = los correos de invitaciones deben estar activados o desactivados (llegó «{ $got }»)
refused-push-kind-switch = { $kind ->
        [move] las notificaciones de jugadas
        [invitation] las notificaciones de invitaciones
        [offer] las notificaciones de ofertas
        [end] las notificaciones del final de una partida
       *[deadline] las notificaciones de plazos
    } deben estar activadas o desactivadas (llegó «{ $got }»)
refused-push-instead-switch = «notificar en lugar de escribir» debe estar activado o desactivado (llegó «{ $got }»)
refused-push-kind = una notificación es de una jugada, una invitación, una oferta, un final o un plazo (llegó «{ $got }»)

## API tokens.
refused-token-scope = el alcance de un token es «lectura» o «juego»
refused-token-name = ponle un nombre al token (por ejemplo, la herramienta para la que es): de 1 a { $most } caracteres de texto sin formato
refused-most-tokens = ya tienes { $held } tokens de la API, los que este servidor permite como máximo: revoca uno primero

## Notifications on a device (Web Push).
refused-no-notifications = este servidor no envía notificaciones
refused-most-devices = ya tienes { $held } dispositivos con notificaciones, los que este servidor permite como máximo: quita uno primero
refused-push-key-not-base64 = la clave del navegador (p256dh) no está en base64url
refused-push-key-not-uncompressed = la clave del navegador (p256dh) no es un punto P-256 sin comprimir
refused-push-key-off-curve = la clave del navegador (p256dh) no es un punto de P-256
refused-push-secret-not-base64 = el secreto del navegador (auth) no está en base64url
refused-push-secret-length = el secreto del navegador (auth) no tiene 16 bytes

## Webhooks, and where webhooks and pushes may reach.
refused-most-webhooks = ya tienes { $held } webhooks, los que este servidor permite como máximo: borra uno primero
refused-url-too-long = { $purpose ->
        [push] un punto de envío de notificaciones tiene como máximo { $most } caracteres
       *[webhook] la URL de un webhook tiene como máximo { $most } caracteres
    }
refused-not-a-url = «{ $text }» no es una URL ({ $why }); escríbela completa, como https://example.org/hook
refused-url-plain-http = { $purpose ->
        [push] un punto de envío de notificaciones debe empezar por https://: con http sin cifrar, cualquiera en el camino vería los eventos
       *[webhook] la URL de un webhook debe empezar por https://: con http sin cifrar, cualquiera en el camino vería los eventos
    }
refused-url-scheme = { $purpose ->
        [push] un punto de envío de notificaciones debe empezar por https:// (no por { $scheme }:)
       *[webhook] la URL de un webhook debe empezar por https:// (no por { $scheme }:)
    }
refused-url-no-host = { $purpose ->
        [push] un punto de envío de notificaciones debe indicar un host
       *[webhook] la URL de un webhook debe indicar un host
    }
refused-url-credentials = { $purpose ->
        [push] quita el nombre de usuario y la contraseña del punto de envío de notificaciones: lo que se envía va firmado
       *[webhook] quita el nombre de usuario y la contraseña de la URL del webhook: lo que se envía va firmado
    }
refused-url-fragment = { $purpose ->
        [push] un punto de envío de notificaciones no lleva #fragmento: nunca se envía nada de lo que va tras #
       *[webhook] la URL de un webhook no lleva #fragmento: nunca se envía nada de lo que va tras #
    }
refused-ip-not-public = { $ip } es { $kind ->
        [loopback] una dirección de bucle local (loopback)
        [private] una dirección privada
        [shared] una dirección compartida (NAT de operador)
        [link-local] una dirección de enlace local
        [site-local] una dirección de sitio local
        [unique-local] una dirección privada (local única)
        [metadata] la dirección de un servicio de metadatos en la nube
        [unspecified] una dirección sin especificar
        [multicast] una dirección de multidifusión
       *[reserved] una dirección reservada
    }; { $purpose ->
        [push] las notificaciones solo pueden llegar
       *[webhook] los webhooks solo pueden llegar
    } a direcciones públicas
refused-host-not-public = { $host } se resuelve en { $ip }, { $kind ->
        [loopback] una dirección de bucle local (loopback)
        [private] una dirección privada
        [shared] una dirección compartida (NAT de operador)
        [link-local] una dirección de enlace local
        [site-local] una dirección de sitio local
        [unique-local] una dirección privada (local única)
        [metadata] la dirección de un servicio de metadatos en la nube
        [unspecified] una dirección sin especificar
        [multicast] una dirección de multidifusión
       *[reserved] una dirección reservada
    }; { $purpose ->
        [push] las notificaciones solo pueden llegar
       *[webhook] los webhooks solo pueden llegar
    } a direcciones públicas
refused-lookup-slow = buscar { $host } tardó demasiado
refused-host-unknown = no se encuentra { $host } ({ $why })
refused-host-no-address = { $host } no tiene dirección

## Reports of a game's words to the operator.
refused-report-plain-text = una denuncia es texto sin formato: no puede contener caracteres de control
refused-report-empty = di qué denuncias: copia las palabras o descríbelas
refused-report-too-long = una denuncia tiene como máximo { $most } caracteres
refused-report-not-begun = la partida no ha empezado: todavía no hay palabras suyas que denunciar
refused-reports-operator-only = solo el administrador del servidor lee las denuncias

## A player's finished games, filtered. $allowed are the words the form sends, as sent.
refused-archive-result = el resultado debe ser uno de { $allowed }, o quedar vacío
refused-archive-colour = el color debe ser uno de { $allowed }, o quedar vacío
refused-archive-rated = «Puntuable» debe ser uno de { $allowed }, o quedar vacío
refused-archive-from = «Terminadas desde» debe ser un día escrito 2026-03-01
refused-archive-until = «hasta» debe ser un día escrito 2026-03-01
refused-archive-page = las páginas se cuentan desde 1

## Rated games.
refused-rated-free-play = una partida de juego libre no puede ser puntuable: nada comprueba su resultado
refused-rated-own-start = una partida desde una posición inicial propia no puede ser puntuable: las partidas puntuables empiezan desde la posición inicial de la variante
refused-rated-not-allowed = { $variant } no puede ser puntuable: su autor no la ha publicado para partidas puntuables

## Players' variants and the editor.
refused-definition-format = formato de definición desconocido «{ $format }»: elige pigeonpost o fairy
refused-variant-name = el nombre debe tener como máximo { $most } caracteres de texto sin formato
refused-variant-description = la descripción debe tener como máximo { $most } caracteres de texto sin formato
refused-most-variants = ya guardas { $kept } variantes, las que este servidor permite como máximo: borra o reutiliza una
refused-variant-key-taken = ya tienes una variante con la clave «{ $key }»: edítala o cambia la clave
refused-variant-author-edits = solo su autor puede editar una variante
refused-variant-author-publishes = solo su autor puede publicar o retirar una variante

## What is wrong with a definition, besides what the engine finds (which it writes in
## English). $why is the TOML reader's own words, which stay in English.
problem-toml-syntax = El texto no se puede leer como TOML (mensaje del lector de TOML): { $why }
problem-definition-too-long = la definición tiene { $bytes } bytes; este servidor acepta como máximo { $most }
problem-definition-nul = la definición contiene un carácter NUL
problem-definition-empty = la definición está vacía
problem-key-too-long = key: como máximo { $most } caracteres
problem-key-changed = key: la clave de esta variante es «{ $key }»; para crear otra variante, empieza una nueva
problem-no-section = no hay ninguna sección: una definición de Fairy-Stockfish empieza con [name] o [name:parent]

## Why the editor's preview counts perft no further.
perft-short-positions = No se contó la profundidad { $depth }: la profundidad { $before } tiene { $positions } posiciones, más de las { $most } desde las que cuenta este servidor.
perft-short-turns = No se contó la profundidad { $depth }: requiere más de los { $most } turnos que este servidor genera para una vista previa.
perft-short-time = No se contó la profundidad { $depth }: tarda más de los { $seconds } segundos que puede contar una vista previa.
perft-none-busy = No se contó perft: se está contando otra vista previa desde tu dirección; vuelve a comprobar cuando termine.
perft-none-spent-seconds = No se contó perft: las vistas previas desde tu dirección han usado los { $cpu } segundos de CPU que pueden usar por hora; perft se vuelve a contar dentro de { $wait ->
        [one] 1 segundo
       *[other] { $wait } segundos
    }.
perft-none-spent-minutes = No se contó perft: las vistas previas desde tu dirección han usado los { $cpu } segundos de CPU que pueden usar por hora; perft se vuelve a contar dentro de { $wait ->
        [one] 1 minuto
       *[other] { $wait } minutos
    }.
perft-none-stopping = No se contó perft: el servidor se está deteniendo.

## The JSON API's refusals of a tool's request. $why is the words of the library that
## read the request, which stay in English.
api-not-an-id = No hay nada en esta dirección (un id es un número entero).
