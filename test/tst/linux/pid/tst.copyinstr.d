/* @@cmd: @PROGS@/pidcompute */
/* copyinstr() reads the string argument from the traced process */
#pragma D option quiet

pid$target::greet:entry
{
	printf("%s\n", copyinstr(arg0));
}
