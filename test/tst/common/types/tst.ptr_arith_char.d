/* pointer arithmetic on char * */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(8);
	printf("%d\n", (this->p + 5) - this->p);
	exit(0);
}
