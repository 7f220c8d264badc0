analysis-title = Análisis: { $variant } #{ $id }
analysis-heading-html = Análisis de <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-hint = Solo tú ves este tablero. Juega por ambos bandos: cada jugada se comprueba con las reglas y no se envía nada.
analysis-from-html = Desde la posición de la partida tras la media jugada { $ply } (<a href="/games/{ $id }/analysis?ply={ $ply }">volver a ella</a>)
analysis-move = Jugada
analysis-play = Jugar en el tablero de análisis
analysis-import = Importar una lista de jugadas
analysis-import-label = Una partida PGN o una lista de jugadas en cualquiera de las dos notaciones, numeradas o no, jugadas desde esta posición
analysis-import-submit = Importar al tablero de análisis
analysis-tried = Probado desde aquí
analysis-main-line = (línea principal)
analysis-note-heading = Nota sobre esta posición
analysis-note-label = Solo tú la ves
analysis-note-save = Guardar la nota
analysis-arrange = Preparar esta línea como jugadas condicionales
analysis-delete = Borrar esta jugada y las líneas que la siguen
analysis-published-html = Tu análisis es público con la partida: cualquiera puede leerlo, y sus notas y líneas están en el <a href="/games/{ $id }/pgn">PGN</a> de la partida.
analysis-unpublish = Volver a hacer privado mi análisis
analysis-publish = Publicar mi análisis con la partida
analysis-public-page = La página pública de tu análisis
analysis-public-preview = Cómo verán otros tu análisis cuando lo publiques
analysis-new-game = Empezar una partida nueva desde esta posición
analysis-back = Volver a la partida
analysis-to-move = Juegan { $side ->
        [white] las blancas
       *[black] las negras
    }.
analysis-win = Ganan { $side ->
        [white] las blancas
       *[black] las negras
    } por { $reason }.
analysis-draw = Tablas por { $reason }.
analysis-by-title = Análisis de { $owner }: { $variant } #{ $id }
analysis-by-heading-html = Análisis de { $owner } sobre <a href="/games/{ $id }">{ $variant } #{ $id }</a>
analysis-preview = Solo tú ves esta página hasta que la partida termine y publiques tu análisis; los demás reciben «no encontrado».
analysis-from = Desde la posición de la partida tras la media jugada { $ply }
analysis-owner-note = Nota de { $owner } sobre esta posición
analysis-tree = El análisis
analysis-variation = Variante:
analysis-download = Descargar la partida en PGN
analysis-download-with = Descargar la partida en PGN, con el análisis publicado
