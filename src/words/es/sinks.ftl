# Textos de las salidas del terminal (ui/app.rs): dónde está un archivo, en pantalla y en voz.

# El lugar de un archivo: en pantalla con su ruta, en voz como la carpeta de partidas (una
# ruta leída en voz alta son muchos segundos de ruido).
app-in-file = en { $path }
    .spoken = { in-games-folder }
