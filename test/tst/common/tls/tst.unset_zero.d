/* an unset declared thread-local reads 0 */

#pragma D option quiet

self int x;

BEGIN
{
	printf("%d\n", self->x);
	exit(0);
}
