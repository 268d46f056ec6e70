/* @@cmd: @PROGS@/exitcode -9 */
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("%d\n", args[0]);
}
