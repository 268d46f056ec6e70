/* tracemem() size must be a non-zero constant */

BEGIN
{
	tracemem(alloca(4), 0);
}
