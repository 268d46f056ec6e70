/* @@requires: btf */
/* a kernel enum is a type: its size, and a cast to it is an integer */

#pragma D option quiet

BEGIN
{
	this->p = (enum pid_type)1;
	printf("%d %d\n", sizeof (enum pid_type), this->p + 1);
	exit(0);
}
