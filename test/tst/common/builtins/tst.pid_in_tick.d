/* pid in a profile probe firing in the dtrace process is $pid */

#pragma D option quiet

profile:::tick-10ms
/pid == $pid/
{
	printf("ok\n");
	exit(0);
}
