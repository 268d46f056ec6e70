/* @@cmd: @PROGS@/exitcode 7 */
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("%d\n", args[0]);
}
