## Requests the server could not take as sent: forms, query strings, the API's tokens
## and bodies.

error-csrf-missing = falta el token contra falsificaciones
error-csrf-other-site = Este formulario se envió desde otro sitio, así que no se aceptó.
error-csrf-no-cookie = Este formulario no se cargó desde este sitio (no hay cookie de seguridad). Vuelve a cargar la página e inténtalo de nuevo.
error-csrf-mismatch = El token de seguridad de este formulario no coincide (quizá se cargó antes de que iniciaras o cerraras sesión). Vuelve a cargar la página e inténtalo de nuevo.
error-form-not-utf8 = no se pudo leer el formulario: no es texto UTF-8 válido
error-form-unreadable = no se pudo leer el formulario
error-form-malformed = el formulario está mal formado: { $detail }
error-bad-query = cadena de consulta incorrecta: { $detail }
error-unsubscribe-one-click = una petición de baja lleva List-Unsubscribe=One-Click (RFC 8058)

api-token-missing = envía un token de la API (creado en la página de tu cuenta) así: Authorization: Bearer pp_...
api-token-header = la cabecera Authorization debe decir: Bearer pp_...
api-token-invalid = este token de la API no es válido: se revocó o nunca se creó
api-token-read-only = este token solo puede leer: las jugadas, ofertas e invitaciones necesitan un token con el ámbito «play»
api-rate-limited = demasiadas peticiones con este token: inténtalo de nuevo dentro de { $seconds } s
api-no-such-action = No hay ninguna acción «{ $action }»: las acciones son { $actions }.
api-json-shape = el JSON no tiene la forma esperada: { $detail }
api-json-syntax = no se puede leer el JSON: { $detail }
api-body-unreadable = no se puede leer el cuerpo de la petición: { $detail }

## Too many requests of one kind.
wait-seconds = { $n ->
    [one] 1 segundo
   *[other] { $n } segundos
}
wait-minutes = { $n ->
    [one] 1 minuto
   *[other] { $n } minutos
}
limit-too-many = { $action ->
    [login] demasiados intentos de inicio de sesión
    [register] demasiados registros
    [invite] demasiadas partidas nuevas
    [check-definition] demasiadas comprobaciones de definiciones
   *[account-mail] demasiadas peticiones de enlaces por correo
} desde { $whose ->
    [mailbox] esta dirección de correo
   *[client] tu dirección
}: inténtalo de nuevo dentro de { $wait }
limit-reports = como mucho { $most } denuncias al día
limit-said-lines = como mucho { $most } líneas por minuto en una partida; espera un momento
limit-invitations-sent = has invitado por correo a { $sent } personas en las últimas 24 horas, el máximo permitido: no se ha enviado nada. Inténtalo de nuevo después del { $until } o invita por su nombre a un jugador registrado.
limit-invitations-received = { $address } ha recibido { $received } invitaciones por correo en las últimas 24 horas, el máximo permitido: no se ha enviado nada. Inténtalo de nuevo después del { $until } o invita por su nombre a un jugador registrado.
limit-failed-logins = demasiados inicios de sesión fallidos para { $name }: inténtalo de nuevo después del { $until }
limit-slowed-logins = últimamente ha habido muchos inicios de sesión fallidos en esta cuenta, así que va más despacio: inténtalo de nuevo dentro de { $wait } (un navegador que ya inició sesión en ella no va más despacio)
