/* @@cmd: @PROGS@/pidcompute */
/* copyin() of the first bytes of the string argument */
#pragma D option quiet

pid$target::greet:entry
{
	this->p = (char *)copyin(arg0, 2);
	printf("%c%c\n", this->p[0], this->p[1]);
}
