/* global, thread-local and clause-local may share a name */

#pragma D option quiet

BEGIN
{
	x = 1;
	self->x = 2;
	this->x = 3;
	printf("%d %d %d\n", x, self->x, this->x);
	exit(0);
}
