/* scratch space is reclaimed after each clause */

#pragma D option quiet

profile:::tick-1ms
/n < 200/
{
	this->p = (char *)alloca(16384);
	this->p[16383] = 1;
	n++;
}

profile:::tick-1ms
/n == 200/
{
	printf("%d\n", n);
	exit(0);
}
