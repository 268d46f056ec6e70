/*
 * printa() output follows printf() output in order
 */

#pragma D option quiet

BEGIN
{
	printf("before\n");
	@a = count();
	printa(@a);
	printf("after\n");
	exit(0);
}
