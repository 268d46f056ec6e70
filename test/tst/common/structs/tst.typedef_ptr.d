/* a typedef of a pointer type */

#pragma D option quiet

typedef int *intp_t;

BEGIN
{
	this->p = (intp_t)alloca(4);
	*this->p = 8;
	printf("%d %d\n", *this->p, sizeof (intp_t));
	exit(0);
}
