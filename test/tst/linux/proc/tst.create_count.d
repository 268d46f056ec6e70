/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

proc:::create
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
