/* @@cmd: @PROGS@/pidcompute */
/* copyinstr(addr, len) stops after len bytes */
#pragma D option quiet

pid$target::greet:entry
{
	printf("%s\n", copyinstr(arg0, 5));
}
