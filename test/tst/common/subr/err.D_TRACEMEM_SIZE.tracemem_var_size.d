/* tracemem() size must be a constant */

BEGIN
{
	n = 4;
	tracemem(alloca(4), n);
}
