/* @@backend: kernel */ /* @@opts: -w */ /* @@kparam: kdestructive=1 */
/*
 * With kdestructive=1 and no kernel debugger attached, breakpoint()
 * reports "dtrace: breakpoint action at probe dtrace:::BEGIN (ecb ...)"
 * on the console (qemu-boot.sh checks it) and tracing goes on: a trap
 * nobody handles would be an oops.
 */
#pragma D option quiet

BEGIN
{
	breakpoint();
	printf("after\n");
	exit(0);
}
