/*
 * thread-local associative arrays
 */

#pragma D option quiet

BEGIN
{
	self->a[1] = 9;
	printf("%d\n", self->a[1]);
	exit(0);
}
