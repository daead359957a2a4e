# The answers to the players' questions (commands::answer): the Spanish twins of
# de/answers.ftl, with the same arguments. $side is a side ("Blancas", plural: its verb is
# plural), $square a square ("Eva vier"), $squares and $pieces lists ("a, b y c"). The keys
# that choose forms: $kind is the kind of piece (king, queen, rook, bishop, knight, pawn;
# la dama and la torre are feminine, the others masculine), $colour the side (white, black),
# $owner whose pieces are asked about (mine, theirs, colored, both).

## Building blocks

# An answer for one side, when who asks is not known.
answer-for-side = Para { $side }:
answer-for-colour = { $side }: { $text }
answer-role-name = { $kind ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}
answer-role-plural = { $kind ->
    [king] reyes
    [queen] damas
    [rook] torres
    [bishop] alfiles
    [knight] caballos
   *[pawn] peones
}
# "una torre", "dos peones"
answer-role-count = { $n ->
    [one] { $kind ->
        [queen] una dama
        [rook] una torre
       *[other] un { answer-role-name }
    }
   *[other] { $count } { answer-role-plural }
}
# "ninguna dama", "ningún peón"
answer-none-of = { $kind ->
    [queen] ninguna dama
    [rook] ninguna torre
   *[other] ningún { answer-role-name }
}
# "peón en David vier", in lists
answer-piece-on = { answer-role-name } en { $square }
# "el alfil en Bella fünf"
answer-piece-object = { $kind ->
    [queen] la
    [rook] la
   *[other] el
} { answer-role-name } en { $square }
# "El caballo blanco en Eva fünf"
answer-piece-subject = { $kind ->
    [queen] La { answer-role-name } { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] La { answer-role-name } { $colour ->
        [white] blanca
       *[black] negra
    }
   *[other] El { answer-role-name } { $colour ->
        [white] blanco
       *[black] negro
    }
} en { $square }
# "El caballo en Felix drei"
answer-the-piece = { $kind ->
    [queen] La
    [rook] La
   *[other] El
} { answer-role-name } en { $square }
answer-yes = Sí.
answer-no = No.
answer-partly = En parte.

## Squares, lines and pieces

answer-square-empty = { $square } está vacía.
answer-square-piece = { $square }: { answer-role-name } { $colour ->
    [white] { $kind ->
        [queen] blanca
        [rook] blanca
       *[other] blanco
    }
   *[black] { $kind ->
        [queen] negra
        [rook] negra
       *[other] negro
    }
}.
# "Eva zwei peón blanco"
answer-square-with-piece = { $square } { answer-role-name } { $colour ->
    [white] { $kind ->
        [queen] blanca
        [rook] blanca
       *[other] blanco
    }
   *[black] { $kind ->
        [queen] negra
        [rook] negra
       *[other] negro
    }
}
answer-file-title = Columna { $file }
answer-rank-title = Fila { $rank }
answer-diagonal-title = Diagonal de { $from } a { $to }
answer-line-empty = { $title } está vacía.
answer-line-full = { $title }: { $pieces }.
answer-line = { $title }: { $pieces }; lo demás, vacío.
# "torres en Anna eins y Hector eins"
answer-kind-on = { $n ->
    [one] { answer-role-name }
   *[other] { answer-role-plural }
} en { $squares }
answer-no-pieces = ninguna pieza
answer-side-pieces = { $side }: { $pieces }.
answer-holder = { $owner ->
    [mine] Usted tiene
    [theirs] Su rival tiene
   *[other] { $side } tienen
}
answer-holder-no-pieces = { $holder } cero piezas.
answer-holder-pieces = { $holder } { $n ->
    [one] una pieza
   *[other] { $count } piezas
}: { $pieces }.
answer-none-left = { $holder } cero { answer-role-plural }; ya no queda { $kind ->
    [queen] ninguna
    [rook] ninguna
   *[other] ninguno
}.
answer-kind-stands = { $n ->
    [one] { $owner ->
        [mine] Su { answer-role-name }
        [theirs] { $kind ->
            [queen] La
            [rook] La
           *[other] El
        } { answer-role-name } del rival
       *[other] { $kind ->
            [queen] La { answer-role-name } { $colour ->
                [white] blanca
               *[black] negra
            }
            [rook] La { answer-role-name } { $colour ->
                [white] blanca
               *[black] negra
            }
           *[other] El { answer-role-name } { $colour ->
                [white] blanco
               *[black] negro
            }
        }
    } está
   *[other] { $owner ->
        [mine] Sus { answer-role-plural }
        [theirs] { $kind ->
            [queen] Las
            [rook] Las
           *[other] Los
        } { answer-role-plural } del rival
       *[other] { $kind ->
            [queen] Las { answer-role-plural } { $colour ->
                [white] blancas
               *[black] negras
            }
            [rook] Las { answer-role-plural } { $colour ->
                [white] blancas
               *[black] negras
            }
           *[other] Los { answer-role-plural } { $colour ->
                [white] blancos
               *[black] negros
            }
        }
    } están
} en { $squares }.

## Attack and defence

answer-attacked-by-none = Ninguna pieza ataca { $square }.
answer-attacked-only-by = Solo { $side } atacan { $square }: { $pieces }.
answer-attacked-by-both = Atacan { $square } las blancas: { $white }; y las negras: { $black }.
answer-is-not-attacked = no está bajo ataque
answer-is-attacked-by = está bajo ataque de { $pieces }
answer-and-not-defended = y no tiene defensa
answer-defended-by = con la defensa de { $pieces }
answer-piece-attacks = { $subject } { $attacked }.
answer-piece-attacks-defends = { $subject } { $attacked }, { $defended }.
answer-nothing-to-defend = { $square } está vacía; allí no hay nada que defender. Qué piezas atacan la casilla lo dice atacantes { $square }.
answer-not-defended = { $subject } no tiene defensa.
answer-is-defended-by = { $subject } cuenta con la defensa de { $pieces }.

## The moves of a piece

answer-en-passant = { $what } al paso
answer-with-promotion = { $what } con coronación
answer-move-to = ir a { $squares }
answer-capture-on = capturar en { $squares }
answer-castle-short = enrocar corto
answer-castle-long = enrocar largo
answer-castle-both = enrocar corto y largo
answer-clauses-two = { $first }, y { $last }
answer-clauses-three = { $first }, { $second }, y { $last }
answer-can = { $subject } puede { $clauses }.
answer-cannot-move = { $subject } no puede moverse.
answer-not-its-turn = { $subject } no tiene el turno; juegan { $side }.
answer-can-capture = { $subject } puede capturar: { $pieces }.
answer-cannot-capture = { $subject } no puede capturar nada.
answer-which-piece = { $owner ->
    [mine] Usted tiene
   *[other] { $side } tienen
} { $count } { answer-role-plural }, en { $squares }. ¿Cuál de { $kind ->
    [queen] ellas
    [rook] ellas
   *[other] ellos
} quiere decir? Diga por ejemplo: jugadas de { $first }.

## The game

answer-no-move-yet = Todavía no se ha hecho ninguna jugada.
answer-only-moves = { $n ->
    [one] Hasta ahora solo hay una jugada.
   *[other] Hasta ahora solo hay { $count } jugadas.
}
# "Jugada tres, Negras: Bauer Anna sechs (a6)."
answer-move = Jugada { $number }, { $side }: { $words } ({ $san }).
answer-game-won = La partida ha terminado: ganan { $side }.
answer-game-drawn = La partida ha terminado: tablas.
answer-turn = Juegan { $side }.
answer-turn-in-check = Juegan { $side }, y están en jaque.
answer-move-number = Es la jugada { $number }; juegan { $side }.
answer-move-number-over = Jugada { $number }. { $over }
answer-has-more = { $side } tienen { $pieces } de más
answer-material-level = Material igualado, { $count } puntos cada bando.
answer-level-on-points = igualados a puntos, { $count } cada bando
answer-ahead = { $side } van { $n ->
    [one] un punto
   *[other] { $lead } puntos
} por delante, { $ahead } a { $behind }
answer-material = { $pieces }; { $score }.
answer-material-score = { $score }.
answer-nothing-captured = En esta partida todavía no se ha capturado nada.
answer-lost-nothing = { $side } todavía no han perdido nada.
answer-lost = { $side } han perdido: { $pieces }.
answer-piece-captured = Se capturó { $kind ->
    [queen] la { answer-role-name } { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] la { answer-role-name } { $colour ->
        [white] blanca
       *[black] negra
    }
   *[other] el { answer-role-name } { $colour ->
        [white] blanco
       *[black] negro
    }
}.
answer-moves-since = { $n ->
    [one] Después siguió una jugada sin captura.
   *[other] Después siguieron { $count } jugadas sin captura.
}

## Questions in the players' own words

answer-not-in-check = { $owner ->
    [both] No, ningún bando está en jaque.
    [mine] No, usted no está en jaque.
   *[other] No, { $side } no están en jaque.
}
answer-in-check = { $owner ->
    [mine] Sí, está en jaque por { $pieces }.
   *[other] Sí, { $side } están en jaque por { $pieces }.
}
answer-side-colon = { $side }:
answer-nothing-hangs = Ninguna pieza está colgada.
answer-none-of-yours-hangs = Ninguna de sus piezas está colgada.
answer-hanging = Atacadas y sin defensa: { $pieces }.
answer-attacked-but-defended = Atacadas, pero defendidas: { $pieces }.
answer-all-others-defended = Todas las demás piezas están defendidas.
answer-loose = Sin defensa, pero tampoco atacadas: { $pieces }.
answer-castling = Enroque corto: { $short }. Enroque largo: { $long }.
answer-castled-already = ya no, ya se ha enrocado
answer-king-has-moved = ya no, el rey ya se ha movido
answer-rook-taken = ya no, la torre de { $square } fue capturada
answer-rook-has-moved = ya no, la torre de { $square } ya se ha movido
answer-no-castling-right = no, la posición no da derecho a ese enroque
answer-between-occupied = entre el rey y la torre { $n ->
    [one] está ocupada
   *[other] están ocupadas
} { $squares }
answer-king-in-check = el rey está en jaque
answer-king-crosses = el rey tendría que pasar por una casilla atacada: { $squares }
answer-not-now = ahora no, { $reasons }
answer-castling-possible = sí, ahora es posible
answer-castling-other-side-to-move = el derecho existe y ahora nada lo impide; pero le toca jugar al otro bando
answer-not-your-move = { $owner ->
    [mine] No le toca a usted; juegan { $mover }.
   *[other] No les toca a { $side }; juegan { $mover }.
}
answer-legal-moves = { $n ->
    [0] { $side } no tienen ninguna jugada legal.
    [one] { $side } tienen una jugada legal.
   *[other] { $side } tienen { $count } jugadas legales.
}
answer-not-moved-yet = { $owner ->
    [mine] Usted todavía no ha jugado en esta partida.
   *[other] { $side } todavía no han jugado en esta partida.
}
answer-no-such-piece = { $owner ->
    [mine] Usted no tiene { answer-none-of }.
    [both] No hay { answer-none-of } en el tablero.
   *[other] { $side } no tienen { answer-none-of }.
}

## The players

answer-engine = el motor
answer-engine-level = el motor en el nivel { $level }
answer-engine-named = el motor, { $name }
answer-player-rated = { $name }, Elo { $elo }
answer-opponent = Su rival juega con { $side }: { $who }.
answer-opponent-unknown = Su rival juega con { $side }; no se conoce su nombre. Los nombres se indican al iniciar, con --white-name y --black-name.
answer-event = Torneo: { $event }.
answer-names-unknown = No se conocen los nombres de los jugadores.
answer-unknown = desconocido
answer-players = Blancas: { $white }; Negras: { $black }.
answer-clocks = Relojes: { $clock }

## Help (ayuda, ayuda ORDEN)

answer-help-intro = Órdenes, en español y entre paréntesis en otro idioma; ayuda ORDEN explica una.
answer-help-moves = Escriba o diga jugadas: e4, Cf3, g1f3, 0-0, e8D, también en inglés como Nf3, o caballo Felix tres; una oferta de tablas con (=), como e4 (=).
answer-help-asked = Si ansage vuelve a preguntar, basta con la diferencia como respuesta: Gustav eins, el primero, dama, sí.
# One line of the list: the command, in brackets in the other language, and what it does.
answer-help-line = { $usage } ({ $other }): { $what }.
answer-help-topic = { $usage } (también { $other }): { $what }. Ejemplo: { $example }.
answer-help-unknown = No conozco la orden «{ $shown }». Hay ayuda sobre: { $names }.
