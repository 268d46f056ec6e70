/* @@cmd: @PROGS@/threads 3 */
#pragma D option quiet

proc:::exit
{
	n++;
}

END
{
	printf("%d\n", n);
}
