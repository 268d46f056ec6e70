/* self-> and this-> together (issue acceptance) */

#pragma D option quiet

BEGIN
{
	self->t = 7;
	this->u = self->t + 1;
	printf("%d %s\n", this->u, strjoin(substr("dynamic", 0, 3), "race"));
	exit(0);
}
