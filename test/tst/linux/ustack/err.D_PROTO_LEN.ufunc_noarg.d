/* ufunc() needs an address */
BEGIN
{
	ufunc();
}
