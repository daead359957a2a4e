relay-no-threads = Die Verbindung für das zweite Gerät konnte nicht gestartet werden; das System hat keine Threads mehr frei.
