/* @@backend: kernel */ /* @@opts: -qw */
/*
 * A process named by its pid (pidNNNN, no -c or -p) is grabbed and traced
 * on the module; when dtrace exits its uprobes go and the process runs
 * on, its text its own again (pidname.c, pidtarget.c)
 */
BEGIN
{
	system("./pidname /usr/bin/dtrace");
	exit(0);
}
