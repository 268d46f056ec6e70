/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::create
{
	printf("create\n");
}

proc:::start
{
	printf("start\n");
}

proc:::exit
/pid != $target/
{
	printf("exit\n");
}
