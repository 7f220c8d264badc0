mail-confirm-subject = Confirma tu dirección en Pigeonpost
mail-confirm-who = Alguien, probablemente tú, dio esta dirección para el jugador de Pigeonpost { $username }.
mail-confirm-follow = Sigue el enlace en un plazo de { $days ->
        [one] 1 día
       *[other] { $days } días
    } para confirmarla. Hasta entonces, { $username } no recibe aquí correos de partidas ni puede invitar por correo.
mail-confirm-not-you = Si no fuiste tú, ignora este correo: no se enviará nada más aquí a menos que se confirme la dirección.
mail-confirm-link = Confirmar esta dirección
mail-reset-subject = Establece una nueva contraseña de Pigeonpost
mail-reset-who = Alguien, probablemente tú, pidió establecer una nueva contraseña para el jugador de Pigeonpost { $username }.
mail-reset-follow = Sigue el enlace en el plazo de una hora para elegirla. El enlace funciona una vez; al usarlo se cierra la sesión en todos los navegadores que la tengan iniciada con tu cuenta.
mail-reset-not-you = Si no fuiste tú, ignora este correo: tu contraseña sigue igual.
mail-reset-link = Establecer una nueva contraseña
