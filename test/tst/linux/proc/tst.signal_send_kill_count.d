/* @@cmd: @PROGS@/signals 5 */
#pragma D option quiet

proc:::signal-send
/args[2] == 10/
{
	n++;
}

END
{
	printf("%d\n", n);
}
