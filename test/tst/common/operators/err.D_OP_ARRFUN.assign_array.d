/* an array is not assignable as a whole */
int a[4];
int b[4];

BEGIN
{
	a = b;
}
