/* @@cmd: @PROGS@/pidspin 200 */
/*
 * vtimestamp is the target thread's own time on CPU: across spin(200)
 * it grows, by no more than timestamp does, and by at least a little
 */
#pragma D option quiet

pid$target::spin:entry
{
	self->v = vtimestamp;
	self->t = timestamp;
}

pid$target::spin:return
{
	this->dv = vtimestamp - self->v;
	printf("%d %d\n", this->dv >= 1000000, this->dv <= timestamp - self->t);
}
