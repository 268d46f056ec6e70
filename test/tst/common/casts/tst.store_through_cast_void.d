/* storing through a cast of a void pointer */

#pragma D option quiet

BEGIN
{
	this->v = alloca(8);
	*(long *)this->v = 12;
	printf("%d\n", *(long *)this->v);
	exit(0);
}
