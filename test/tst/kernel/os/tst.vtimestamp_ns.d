/* @@backend: kernel */ /* @@opts: -q */
/*
 * vtimestamp has nanosecond resolution: it advances between two clauses
 * of one BEGIN, far less than a scheduler tick (4 ms at HZ=250) apart;
 * accounted only at ticks, it would not move at all.
 */
BEGIN
{
	self->v = vtimestamp;
}

BEGIN
{
	this->dv = vtimestamp - self->v;
	printf("advances %d\n", this->dv > 0);
	printf("under a tick %d\n", this->dv < 4000000);
	exit(0);
}
