language-name = Español

date = { $day }/{ $month }/{ $year }
date-time = { $day }/{ $month }/{ $year }, { $hour }:{ $minute } { $zone }
number-group-separator = .

site-name = Pigeonpost
nav-variants = Variantes
nav-watch = Observar
nav-lobby = Sala
nav-events = Torneos
nav-new-game = Nueva partida
nav-my-games = Mis partidas
nav-vacation = Vacaciones
nav-log-out = Cerrar sesión
nav-log-in = Iniciar sesión
nav-register = Registrarse
footer = Pigeonpost, variantes de ajedrez por correspondencia.
page-title = { $page } - Pigeonpost

home-heading = Variantes de ajedrez por correspondencia
home-intro = Juega con alguien cualquiera de las variantes de abajo, una jugada cada vez: avisamos a tu rival por correo cuando mueves.
home-intro-visitor-html = <a href="/register">Regístrate</a> o <a href="/login">inicia sesión</a> para jugar.
home-open-heading = Invitaciones abiertas
home-open-none-html = Ninguna por ahora. <a href="/games/new">Crea una</a>.
home-column-game = Partida
home-column-variant = Variante
home-column-from = De
home-column-you-would-play = Jugarías con
home-accept = Aceptar
home-variants-heading = Variantes
home-every-variant-html = <a href="/variants">Todas las variantes</a>: { $count } en total, entre ellas los juegos de Fairy-Stockfish (shogi, xiangqi, janggi, makruk y más), agrupadas por familia.

login-title = Iniciar sesión
login-name = Nombre de usuario o correo electrónico
login-password = Contraseña
login-submit = Iniciar sesión
login-forgot = ¿Olvidaste tu contraseña?
login-no-account-html = ¿No tienes cuenta? <a href="{ $register }">Regístrate</a>.
register-title = Registrarse
register-username = Nombre de usuario
register-email = Correo electrónico
register-password = Contraseña (8 caracteres o más)
register-submit = Registrarse
register-have-account-html = ¿Ya tienes cuenta? <a href="{ $login }">Inicia sesión</a>.

error-offer-login-html = <a href="/login">Inicia sesión</a> o <a href="/register">regístrate</a>.
error-back-to-game = Volver a la partida
error-back-home = Volver a la portada
error-our-side = Algo ha fallado por nuestra parte. Inténtalo de nuevo más tarde.

account-locale-heading = Idioma y zona horaria
account-language = Idioma
account-language-browser = El que pide mi navegador ({ $language })
account-time-zone = Zona horaria
account-time-zone-hint = Las horas de las páginas y de los correos se muestran en esta zona, y el correo diario llega a su hora. Un nombre IANA como Europe/Madrid o America/Mexico_City; se propone el de tu navegador.
account-locale-save = Guardar
account-locale-saved = Guardado.
account-time-zone-unknown = «{ $zone }» no es una zona horaria de la base de datos tz; escribe una como Europe/Madrid o America/Mexico_City.
account-language-unknown = «{ $language }» no es un idioma de este servidor.
account-digest-hour = Hora del correo diario ({ $zone })

time-left-days = { $days ->
        [one] queda 1 día
       *[other] quedan { $days } días
    }
time-left-hours = { $hours ->
        [one] queda 1 hora
       *[other] quedan { $hours } horas
    }
time-left-none = no queda tiempo
deadline-with-left = { $deadline } ({ $left })

error-status = { $code ->
        [400] Solicitud incorrecta
        [401] No autorizado
        [403] Prohibido
        [404] No encontrado
        [405] Método no permitido
        [409] Conflicto
        [413] Solicitud demasiado grande
        [422] Solicitud no procesable
        [429] Demasiadas solicitudes
        [500] Error interno del servidor
        [503] Servicio no disponible
       *[other] Error
    }

duration-days = { $n ->
        [one] 1 día
       *[other] { $n } días
    }
duration-hours = { $n ->
        [one] 1 hora
       *[other] { $n } horas
    }
duration-minutes = { $n ->
        [one] 1 minuto
       *[other] { $n } minutos
    }
duration-separator = {" "}

clock-bank = { $side ->
        [white] Las blancas tienen
       *[black] Las negras tienen
    } { $left } en reserva.
clock-deadline = { $side ->
        [white] Las blancas deben
       *[black] Las negras deben
    } mover en { $left } (plazo: { $deadline }).

error-not-logged-in = primero tienes que iniciar sesión
error-bad-credentials = nombre de usuario o contraseña incorrectos
error-busy = el servidor está ocupado, inténtalo de nuevo en un momento
error-stale = la partida ha avanzado desde que cargaste la página (viste la media jugada { $seen }, ahora va por la { $actual }); mira de nuevo el tablero y vuelve a enviar
error-database = el servidor no puede acceder a su base de datos; inténtalo de nuevo en un momento

error-too-large = La solicitud es demasiado grande.
error-too-slow = La solicitud tardó demasiado.
error-method = Esa dirección no acepta este tipo de solicitud.
error-no-page = No hay ninguna página en esta dirección.
error-not-understood = No se pudo entender la solicitud.

api-json-only = envía el cuerpo como JSON, con la cabecera Content-Type: application/json
api-nothing-here = No hay nada en esta dirección.
api-method = Esta dirección no acepta este método (mira la cabecera Allow).
api-no-operation = No hay ninguna operación de la API en esta dirección.
