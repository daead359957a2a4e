relay-no-threads = No se pudo iniciar la conexión para el segundo dispositivo; el sistema no tiene más hilos libres.
