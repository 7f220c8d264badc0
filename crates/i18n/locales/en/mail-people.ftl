## The mails about an account: the link that confirms an address, and the link that
## sets a new password.
mail-confirm-subject = Confirm your address on Pigeonpost
mail-confirm-who = Someone, probably you, gave this address for the Pigeonpost player { $username }.
mail-confirm-follow = Follow the link within { $days ->
        [one] 1 day
       *[other] { $days } days
    } to confirm it. Until then { $username } gets no game mail here and cannot invite by email.
mail-confirm-not-you = If it was not you, ignore this mail: nothing is sent here again unless the address is confirmed.
mail-confirm-link = Confirm this address
mail-reset-subject = Set a new Pigeonpost password
mail-reset-who = Someone, probably you, asked to set a new password for the Pigeonpost player { $username }.
mail-reset-follow = Follow the link within an hour to choose one. The link works once; using it logs out every browser logged in as you.
mail-reset-not-you = If it was not you, ignore this mail: your password stays as it is.
mail-reset-link = Set a new password
