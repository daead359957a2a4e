relay-no-threads = The connection for the second device could not be started; the system has no threads left.
