/* a member load through a bad struct pointer faults */
/* @@stderr: invalid address (0x18) */

#pragma D option quiet

struct s {
	long a;
	long b;
};

BEGIN
{
	this->p = (struct s *)16;
	trace(this->p->b);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
