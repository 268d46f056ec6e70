/* @@cmd: @PROGS@/pidcompute */
/* greet() returns strlen("hello, world") */
#pragma D option quiet

pid$target::greet:return
{
	printf("%d\n", arg1);
}
