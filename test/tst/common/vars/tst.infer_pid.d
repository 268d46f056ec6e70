/* a variable assigned from pid has pid_t size */

#pragma D option quiet

BEGIN
{
	x = pid;
	printf("%d\n", sizeof (x));
	exit(0);
}
