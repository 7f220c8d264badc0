# The language's own name, as the menu of languages shows it.
language-name = English

## How this language writes dates, times and numbers. $month and $day are two digits
## ("03"); $month-number and $day-number are plain numbers ("3").
date = { $year }-{ $month }-{ $day }
date-time = { $year }-{ $month }-{ $day } { $hour }:{ $minute } { $zone }
number-group-separator = ,

## The menu and footer of every page.
site-name = Pigeonpost
nav-variants = Variants
nav-watch = Watch
nav-lobby = Lobby
nav-events = Events
nav-new-game = New game
nav-my-games = My games
nav-vacation = Vacation
nav-log-out = Log out
nav-log-in = Log in
nav-register = Register
footer = Pigeonpost, correspondence chess variants.
# A page's title in the browser's tab: the page's own name, then the site's.
page-title = { $page } - Pigeonpost

## The front page.
home-heading = Correspondence chess variants
home-intro = Play any of the variants below with someone, one move at a time: we email your opponent when you move.
home-intro-visitor-html = <a href="/register">Register</a> or <a href="/login">log in</a> to play.
home-open-heading = Open invitations
home-open-none-html = None at the moment. <a href="/games/new">Create one</a>.
home-column-game = Game
home-column-variant = Variant
home-column-from = From
home-column-you-would-play = You would play
home-accept = Accept
home-variants-heading = Variants
home-every-variant-html = <a href="/variants">Every variant</a>: { $count } in all, Fairy-Stockfish's games among them (shogi, xiangqi, janggi, makruk and more), grouped by family.

## Logging in and registering.
login-title = Log in
login-name = Username or email
login-password = Password
login-submit = Log in
login-forgot = Forgot your password?
login-no-account-html = No account? <a href="{ $register }">Register</a>.
register-title = Register
register-username = Username
register-email = Email
register-password = Password (8 characters or more)
register-submit = Register
register-have-account-html = Already registered? <a href="{ $login }">Log in</a>.

## Error pages.
error-offer-login-html = <a href="/login">Log in</a> or <a href="/register">register</a>.
error-back-to-game = Back to the game
error-back-home = Back to the front page
error-our-side = Something went wrong on our side. Please try again later.

## The account page's language and time zone.
account-locale-heading = Language and time zone
account-language = Language
account-language-browser = As my browser asks ({ $language })
account-time-zone = Time zone
account-time-zone-hint = Times on pages and in mails are shown in this zone, and the daily mail goes at its hour. An IANA name such as Europe/Berlin or Asia/Tokyo; your browser's is offered.
account-locale-save = Save
account-locale-saved = Saved.
account-time-zone-unknown = "{ $zone }" is not a time zone of the tz database; write one such as Europe/Berlin or Asia/Tokyo.
account-language-unknown = "{ $language }" is not a language this server speaks.
account-digest-hour = Hour of the daily mail ({ $zone })

## A deadline, with the time left to it.
time-left-days = { $days ->
        [one] 1 day
       *[other] { $days } days
    } left
time-left-hours = { $hours ->
        [one] 1 hour
       *[other] { $hours } hours
    } left
time-left-none = no time left
deadline-with-left = { $deadline } ({ $left })

## An error page's heading, after the status code.
error-status = { $code ->
        [400] Bad request
        [401] Unauthorized
        [403] Forbidden
        [404] Not found
        [405] Method not allowed
        [409] Conflict
        [413] Request too large
        [422] Unprocessable request
        [429] Too many requests
        [500] Internal server error
        [503] Service unavailable
       *[other] Error
    }

## Lengths of time, as "2 days 3 hours".
duration-days = { $n ->
        [one] 1 day
       *[other] { $n } days
    }
duration-hours = { $n ->
        [one] 1 hour
       *[other] { $n } hours
    }
duration-minutes = { $n ->
        [one] 1 minute
       *[other] { $n } minutes
    }
duration-separator = {" "}

## The clocks of a game in progress.
clock-bank = { $side ->
        [white] White
       *[black] Black
    } has { $left } in the bank.
clock-deadline = { $side ->
        [white] White
       *[black] Black
    } must move within { $left } (deadline { $deadline }).

## What a refused request is told.
error-not-logged-in = you need to log in first
error-bad-credentials = wrong username or password
error-busy = the server is busy, try again in a moment
error-stale = the game has moved on since you loaded the page (you saw ply { $seen }, it is now at ply { $actual }); look at the board again and resubmit
error-database = the server cannot reach its database; please try again in a moment

error-too-large = The request is too large.
error-too-slow = The request took too long.
error-method = That address does not accept this kind of request.
error-no-page = There is no page at this address.
error-not-understood = The request could not be understood.

## The JSON API's own refusals.
api-json-only = send the body as JSON, with the header Content-Type: application/json
api-nothing-here = There is nothing at this address.
api-method = This address does not accept this method (see the Allow header).
api-no-operation = There is no API operation at this address.
