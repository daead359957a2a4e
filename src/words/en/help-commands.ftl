# The help on the commands (help, help COMMAND): for every entry of src/commands/table.toml
# ([[help]], id) its name in the list of topics, how to say it, what it does and an example.
# The words that find an entry in help COMMAND are in help-keys.toml.


help-quiet-name = quiet
help-quiet-usage = quiet, stop, silence or the Escape key
help-quiet-what = typed or said as a line of its own: silences at once what is being said, and what was waiting is not said any more; it stays on the screen, and the game goes on
help-quiet-example = quiet

help-square-name = square
help-square-usage = what is on SQUARE, what about SQUARE, or e4?
help-square-what = says what stands on a square
help-square-example = what is on Eva four, e4?

help-file-name = file
help-file-usage = file NAME
help-file-what = reads a file from rank one upward, only the occupied squares
help-file-example = file Eva

help-rank-name = rank
help-rank-usage = rank NUMBER
help-rank-what = reads a rank from Anna to Hector, only the occupied squares
help-rank-example = rank four

help-diagonals-name = diagonals
help-diagonals-usage = diagonals SQUARE
help-diagonals-what = reads both diagonals through a square
help-diagonals-example = diagonals Eva four

help-pieces-name = pieces
help-pieces-usage = where are my PIECES
help-pieces-what = says where pieces of one kind stand: mine, my opponent's, white or black; pieces means all kinds
help-pieces-example = where are my knights, opponent's rooks, white pieces

help-attackers-name = attackers
help-attackers-usage = attackers SQUARE, who attacks SQUARE
help-attackers-what = says which pieces attack a square; on an occupied square also which defend it
help-attackers-example = attackers Eva five

help-defenders-name = defenders
help-defenders-usage = defenders SQUARE, who defends SQUARE
help-defenders-what = says which pieces of its own colour defend the piece on a square
help-defenders-example = defenders Eva five

help-attacked-name = attacked
help-attacked-usage = is my QUEEN attacked, is my QUEEN defended, who attacks my QUEEN
help-attacked-what = says for every such piece what attacks and what defends it; also the opponent's, the black or the white piece
help-attacked-example = is my queen attacked, who attacks his rook, who defends the black queen

help-in-check-name = in check
help-in-check-usage = am I in check, is black in check
help-in-check-what = says whether a side is in check, and from which piece (article 3.9)
help-in-check-example = am I in check

help-hanging-pieces-name = hanging pieces
help-hanging-pieces-usage = which pieces are hanging
help-hanging-pieces-what = names your pieces that are attacked and not defended, and those not defended at all; with opponent's or a colour the other side's
help-hanging-pieces-example = which pieces are hanging, is anything of black hanging

help-castling-name = castling
help-castling-usage = can I castle, who can castle
help-castling-what = says for short and long castling whether it is possible now, else why not: king or rook moved, squares between occupied, king in check or squares attacked (article 3.8.2)
help-castling-example = can I castle

help-legal-moves-name = legal moves
help-legal-moves-usage = what moves do I have, legal moves
help-legal-moves-what = names every legal move of the side to move, piece by piece
help-legal-moves-example = what moves do I have

help-captured-pieces-name = captured pieces
help-captured-pieces-usage = captured pieces, last capture
help-captured-pieces-what = names the pieces each side has lost in this game; last capture says the last move that took a piece, and which
help-captured-pieces-example = what was captured, last capture

help-captures-name = captures
help-captures-usage = captures SQUARE, what can PIECE capture
help-captures-what = names only the captures of one piece and what each takes; the piece by its name alone too, when there is only one of them
help-captures-example = what can the knight on f3 capture, captures f3

help-my-opponent-name = my opponent
help-my-opponent-usage = who is my opponent, opponent
help-my-opponent-what = names the opponent, with their rating when the game knows it, or the engine and its level
help-my-opponent-example = who is my opponent

help-info-name = info
help-info-usage = info
help-info-what = sums up the game: who plays whom, the move number, whose turn it is, and the clocks
help-info-example = info

help-what-did-name = what did
help-what-did-usage = what did black play, what did the engine play
help-what-did-what = says the last move of one side again, with its number
help-what-did-example = what did black play

help-moves-from-name = moves from
help-moves-from-usage = moves from SQUARE, what can SQUARE
help-moves-from-what = says where the piece on a square can move
help-moves-from-example = moves from Gustav one

help-last-moves-name = last moves
help-last-moves-usage = last move, last NUMBER moves
help-last-moves-what = says the last move or the last few moves again, with move numbers
help-last-moves-example = last three moves

help-move-number-name = move number
help-move-number-usage = move number
help-move-number-what = says the move number and whose move it is
help-move-number-example = move number

help-turn-name = turn
help-turn-usage = whose turn
help-turn-what = says whose move it is
help-turn-example = whose turn

help-material-name = material
help-material-usage = material
help-material-what = compares material: which pieces one side has more, and the points, pawn one, knight and bishop three, rook five, queen nine
help-material-example = material

help-read-board-name = read board
help-read-board-usage = read board, position
help-read-board-what = reads every piece, White first, then Black, kind by kind
help-read-board-example = read board

help-time-name = time
help-time-usage = time, clock
help-time-what = says the time left on both clocks
help-time-example = time

help-pause-clock-name = pause clock
help-pause-clock-usage = pause clock, stop clock
help-pause-clock-what = stops both clocks, for example to call the arbiter (article 6.13)
help-pause-clock-example = pause clock

help-resume-clock-name = resume clock
help-resume-clock-usage = resume clock, start clock
help-resume-clock-what = starts the clock of the side to move again
help-resume-clock-example = resume clock

help-add-time-name = add time
help-add-time-usage = add time COLOUR AMOUNT, take time COLOUR AMOUNT, set clock COLOUR TIME
help-add-time-what = the arbiter adds time to one side's clock or takes it away, in minutes and seconds, in tournament mode, and always at the arbiter's device (article 6.14)
help-add-time-example = add time white two minutes, take time black thirty seconds
help-arbiter-result-name = result
help-arbiter-result-usage = result 1-0, result COLOUR wins, result draw
help-arbiter-result-what = at the arbiter's device only: the game ends with this result, for example when the arbiter declares it lost (article 12.9)
help-arbiter-result-example = result white wins, result 0-1, result draw
help-arbiter-warning-name = warning
help-arbiter-warning-usage = warning COLOUR
help-arbiter-warning-what = at the arbiter's device only: a warning to a player, said to everyone (article 12.9a); time penalties are add time and take time
help-arbiter-warning-example = warning black

help-repeat-name = repeat
help-repeat-usage = repeat, repeat NUMBER
help-repeat-what = repeats the last announcement, with a number the last moves
help-repeat-example = repeat three

help-moves-name = moves
help-moves-usage = moves, game
help-moves-what = shows the game as a scoresheet
help-moves-example = moves

help-fen-name = fen
help-fen-usage = fen
help-fen-what = shows the position as FEN
help-fen-example = fen

help-undo-name = undo
help-undo-usage = undo
help-undo-what = takes the last move back and says which; against the engine the move pair, after a yes. In tournament mode only in the seconds after the announcement, before the opponent's clock runs (F2.6)
help-undo-example = undo

help-draw-name = draw
help-draw-usage = offer draw, accept draw, decline draw
help-draw-what = offers a draw (article 9.1) or answers an offer, accepting after a yes; a move declines it too
help-draw-example = offer draw

help-claim-draw-name = claim draw
help-claim-draw-usage = claim draw, or claim draw with MOVE
help-claim-draw-what = claims a draw by threefold repetition or the fifty-move rule (articles 9.2, 9.3); with a move, about the position after that move, which you then play (9.2a, 9.3a)
help-claim-draw-example = claim draw with knight f three

help-resign-name = resign
help-resign-usage = resign
help-resign-what = resigns the game, after a yes
help-resign-example = resign

help-hint-name = hint
help-hint-usage = hint, evaluation, review, level N
help-hint-what = engine help in training: a move, the evaluation, the biggest mistakes; against the engine or with --training, never in tournament mode; the review after the game always
help-hint-example = hint

help-play-hint-name = play hint
help-play-hint-usage = play hint, best move
help-play-hint-what = in training: the engine finds the best move for you and plays it, announced as your own
help-play-hint-example = play hint

help-browse-name = browse
help-browse-usage = browse back, browse forward, back to the game
help-browse-what = steps through the game's moves without changing it: says the position after each move; back to the game, a move or any other input is for the current position again
help-browse-example = browse back

help-adjourn-name = adjourn
help-adjourn-usage = adjourn
help-adjourn-what = saves the game and stops ansage; ansage play --resume continues it, with a choice when several games wait
help-adjourn-example = adjourn

help-microphone-test-name = microphone test
help-microphone-test-usage = microphone test
help-microphone-test-what = with ansage play --voice: you say three words, ansage says what it understood, with advice when the voice is too quiet, the room too loud or the speech model the wrong one
help-microphone-test-example = microphone test

help-new-code-name = new code
help-new-code-usage = new code
help-new-code-what = with ansage play --host: makes a new pairing code and says it; the device paired so far must pair again with it
help-new-code-example = new code

help-connection-name = connection
help-connection-usage = connection
help-connection-what = with ansage play --host: says whether the other device is connected, how many wrong codes were entered and how many devices were turned away from the seat
help-connection-example = connection

help-save-name = save
help-save-usage = save, save FILE
help-save-what = saves the game as PGN
help-save-example = save game.pgn

help-quit-name = quit
help-quit-usage = quit, exit
help-quit-what = stops ansage; a game that is not over after a yes, and ansage play --resume continues it
help-quit-example = quit

help-faster-name = faster
help-faster-usage = faster, slower
help-faster-what = changes how fast ansage speaks
help-faster-example = slower

help-louder-name = louder
help-louder-usage = louder, quieter
help-louder-what = changes the volume
help-louder-example = louder

help-higher-name = higher
help-higher-usage = higher, lower
help-higher-what = changes the pitch of the voice
help-higher-example = lower

help-voice-name = voice
help-voice-usage = voice NAME; voices names them all
help-voice-what = chooses another voice; voices lists the voices there are
help-voice-example = voice en

help-board-name = board
help-board-usage = board, board on, board off
help-board-what = shows or hides the large board on the screen
help-board-example = board on

help-style-name = style
help-style-usage = style short, long or verbose
help-style-what = how much a move announcement says: short as written, long with the square it came from, verbose also with the piece taken
help-style-example = style long

help-read-aloud-on-name = read aloud on
help-read-aloud-on-usage = read aloud on, read aloud off
help-read-aloud-on-what = whether the move list (moves), the FEN and the scoresheet at the end are spoken or only shown
help-read-aloud-on-example = read aloud off

help-pawn-name = pawn
help-pawn-usage = pawn on, pawn off
help-pawn-what = whether pawn moves are announced with the word pawn
help-pawn-example = pawn off

help-words-name = words
help-words-usage = words german, words english
help-words-what = which words announce moves: German as in Appendix F, Springer Felix drei, or English in the international form, Knight Felix three
help-words-example = words german

help-repetition-on-name = repetition on
help-repetition-on-usage = repetition on, repetition off
help-repetition-on-what = whether the opponent must repeat every announced move before their clock starts (Appendix F, F2.1); off, the game goes on right after the announcement. A draw by repetition is claimed with claim draw
help-repetition-on-example = repetition off

help-my-square-name = my square
help-my-square-usage = on my board SQUARE has PIECE, my SQUARE is empty
help-my-square-what = tells, when the boards are compared, what stands on one square of your own board, the colour may be left out; with two players at one device, white: or black: in front says whose board it is
help-my-square-example = on my board e4 has a white bishop, my e4 is empty

help-my-board-name = my board
help-my-board-usage = my board FEN
help-my-board-what = gives your whole own board, as the piece part of a FEN; white: or black: in front works too
help-my-board-example = my board 4k3/8/8/8/8/8/8/4K3

help-my-move-name = my move
help-my-move-usage = my move NUMBER was MOVE
help-my-move-what = gives one move of your own record, in words or notation; with white or black after the number, that side's move; white: or black: in front works too
help-my-move-example = my move twelve was Re1, my move 12 black was Re8

help-reconcile-name = reconcile
help-reconcile-usage = reconcile, compare boards
help-reconcile-what = compares both records and both boards now and says where they differ
help-reconcile-example = reconcile

help-settings-name = settings
help-settings-usage = settings, save settings
help-settings-what = says every setting; save settings keeps them for next time
help-settings-example = save settings

help-help-name = help
help-help-usage = help, help COMMAND
help-help-what = lists every command or explains one
help-help-example = help attackers
