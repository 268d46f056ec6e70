/*
 * one store failing while a deleted thread-local waits on the dirty list:
 * "1 dynamic variable drop with non-empty dirty list"
 */

#pragma D option quiet
#pragma D option dynvarsize=1

BEGIN
{
	self->x = 1;
	self->x = 0;
	self->y = 2;
	printf("%d %d\n", self->x, self->y);
	exit(0);
}
