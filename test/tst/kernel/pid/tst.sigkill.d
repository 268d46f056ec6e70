/* @@backend: kernel */ /* @@opts: -qw */
/*
 * SIGKILL of a dtrace with pid probes enabled on the module: the kernel
 * releases the device file, every uprobe goes, and the target (grabbed
 * with -p) keeps running and completes normally, its text its own again
 * (pidkill.c, pidtarget.c)
 */
BEGIN
{
	system("./pidkill /usr/bin/dtrace");
	exit(0);
}
